# For a block type without labels, an object value is one block's body.

result_type = object({
  foo = list(string)
})

result = {
  foo = ["baz"]
}
