# "..." after the final argument spreads a tuple or list over the remaining parameters.

result_type = object({
  all      = number
  partial  = number
  variadic = number
})

result = {
  all      = 6
  partial  = 51
  variadic = 3
}
