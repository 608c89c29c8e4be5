# The same content in native and JSON syntax decodes to the same value (both inputs run).

result_type = object({
  count = number
  meta  = object({
    k = string
  })
  name  = string
  tags  = tuple([string, string])
})

result = {
  count = 2
  meta  = {
    k = "v"
  }
  name  = "x"
  tags  = ["a", "b"]
}
