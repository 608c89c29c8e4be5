# An empty array defines zero blocks.

result_type = object({
  foo = list(any)
})

result = {
  foo = []
}
