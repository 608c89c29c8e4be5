# Only "true", "false", "1" and "0" convert to bool.

result_type = object({
  f    = bool
  one  = bool
  t    = bool
  zero = bool
})

result = {
  f    = false
  one  = true
  t    = true
  zero = false
}
