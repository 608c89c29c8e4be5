# Inside brackets newlines are whitespace, so line comments there are harmless.

result_type = object({
  a = tuple([number, number, number])
  b = object({
    x = number
    y = number
  })
})

result = {
  a = [1, 2, 3]
  b = {
    x = 1
    y = 2
  }
}
