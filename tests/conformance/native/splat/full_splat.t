# [*] applies all following attribute and index operations to each element.

result_type = object({
  deep       = tuple([number, number])
  index_each = tuple([string, string])
  names      = tuple([string, string])
})

result = {
  deep       = [1, 2]
  index_each = ["a1", "b1"]
  names      = ["a", "b"]
}
