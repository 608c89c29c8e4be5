# Conversions apply recursively through nested collection types.

result_type = object({
  a = map(list(string))
})

result = {
  a = {
    x = ["1", "2"]
    y = []
  }
}
