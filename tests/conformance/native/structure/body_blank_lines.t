# Blank lines anywhere in a body are ignored.

result_type = object({
  a = number
  b = number
})

result = {
  a = 1
  b = 2
}
