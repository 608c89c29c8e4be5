# Spec example (Blocks, no labels): an object is the body of a single "foo" block.

result_type = object({
  foo = list(string)
})

result = {
  foo = ["baz"]
}
