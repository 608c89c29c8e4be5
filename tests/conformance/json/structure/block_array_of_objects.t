# An array of objects is one block per element, in order.

result_type = object({
  foo = list(string)
})

result = {
  foo = ["baz", "boz"]
}
