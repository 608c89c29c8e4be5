# With a space before the dash, "-" is the subtraction operator.

result_type = object({
  a = number
  b = number
})

result = {
  a = 4
  b = 4
}
