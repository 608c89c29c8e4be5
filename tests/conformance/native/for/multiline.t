# Newlines are whitespace inside the brackets of a for expression.

result_type = object({
  a = tuple([number])
})

result = {
  a = [4]
}
