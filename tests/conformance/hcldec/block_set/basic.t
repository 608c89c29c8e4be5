# A block_set is unordered and drops duplicate values.

result_type = object({
  item = set(number)
})

result = {
  item = [1, 2]
}
