# The spec forbids a UTF-8 byte order mark, but the reference skips one at the start of
# the file; the reference decides, so a leading BOM is accepted.

result_type = object({
  a = number
})

result = {
  a = 1
}
