# Arithmetic operands are converted to number, so numeric strings are accepted.

result_type = object({
  negate  = number
  product = number
  sum     = number
})

result = {
  negate  = -3
  product = 5
  sum     = 3
}
