# Every type has a null: null converts to a null of any requested type, and a bare null
# is a null of the dynamic pseudo-type.

result_type = object({
  in_tuple    = list(number)
  list_null   = list(number)
  plain_null  = any
  string_null = string
})

result = {
  in_tuple    = [null, 1]
  list_null   = null
  plain_null  = null
  string_null = null
}
