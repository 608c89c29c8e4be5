# Inline comments /* ... */ count as whitespace, and may span lines.

result_type = object({
  a = number
  b = tuple([number, number])
  c = number
  d = number
})

result = {
  a = 1
  b = [1, 2]
  c = 3
  d = 4
}
