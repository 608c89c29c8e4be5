# Newlines inside parentheses are ignored.

result_type = object({
  a = number
})

result = {
  a = 3
}
