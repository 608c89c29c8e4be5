# In literal-only mode property names are taken as written.

result_type = object({
  a = map(number)
})

result = {
  a = {
    "$${prefix}_key" = 1
  }
}
