# The value of an attribute definition property is an expression, whatever its JSON kind.

result_type = object({
  array  = tuple([number, string])
  bool   = bool
  null   = any
  number = number
  object = object({
    k = string
  })
  string = string
})

result = {
  array  = [1, "x"]
  bool   = false
  "null" = null
  number = 1.5
  object = {
    k = "v"
  }
  string = "s"
}
