# Arguments beyond the positional parameters are collected by the variadic parameter.

result_type = object({
  mixed = string
  none  = number
  some  = number
})

result = {
  mixed = "sum:2"
  none  = 0
  some  = 4
}
