# A property named by a schema attribute is that attribute's definition; its value is an expression.

result_type = object({
  array  = tuple([number, string])
  bool   = bool
  null   = any
  number = number
  object = object({
    a = number
  })
  string = string
})

result = {
  array  = [1, "two"]
  bool   = true
  "null" = null
  number = 3
  object = {
    a = 1
  }
  string = "value"
}
