# A null equals null and nothing else.

result_type = object({
  null_null   = bool
  null_string = bool
  null_zero   = bool
})

result = {
  null_null   = true
  null_string = false
  null_zero   = true
}
