# Spec example (Blocks, no labels): an empty array is a degenerate definition of zero blocks.

result_type = object({
  foo = list(string)
})

result = {
  foo = []
}
