# Attributes and blocks may be interleaved in a body; blocks of one type keep source order.

result_type = object({
  a    = string
  item = list(number)
})

result = {
  a    = "between"
  item = [1, 2]
}
