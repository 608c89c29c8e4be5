# .* applies the following attribute accesses to each element; an index after them
# applies to the resulting tuple.

result_type = object({
  deep        = tuple([number, number])
  index_after = string
  names       = tuple([string, string])
})

result = {
  deep        = [1, 2]
  index_after = "b"
  names       = ["a", "b"]
}
