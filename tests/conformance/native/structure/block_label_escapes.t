# Quoted labels are string literals: escape sequences are processed.

result_type = object({
  tag = map(bool)
})

result = {
  tag = {
    "quote\"d"  = true
    "tab\there" = true
    "é😀"        = true
  }
}
