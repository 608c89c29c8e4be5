# A literal spec yields its value, which may use the spec-definition functions.

result_type = object({
  computed = string
  null     = any
  number   = number
  object   = object({
    k = bool
  })
  string   = string
  tuple    = tuple([number, string])
})

result = {
  computed = "CD"
  "null"   = null
  number   = 12.5
  object   = {
    k = true
  }
  string   = "hello"
  tuple    = [1, "a"]
}
