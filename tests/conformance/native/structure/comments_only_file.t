# A file holding only comments and blank lines is an empty body.

result_type = object({
  a = any
})

result = {
  a = null
}
