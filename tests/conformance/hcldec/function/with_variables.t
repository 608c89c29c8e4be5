# Variables and functions are available together in the input.

result_type = object({
  a = number
  b = number
})

result = {
  a = 6
  b = 10
}
