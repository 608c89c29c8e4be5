# Numbers, bools and null mean the same in full expression mode as in literal-only mode.

result_type = object({
  bool   = bool
  null   = any
  number = number
})

result = {
  bool   = true
  "null" = null
  number = 12345678901234567890.5
}
