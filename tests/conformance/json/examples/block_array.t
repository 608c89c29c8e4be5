# Spec example (Blocks, no labels): an array of two objects defines two "foo" blocks, in order.

result_type = object({
  foo = list(string)
})

result = {
  foo = ["baz", "boz"]
}
