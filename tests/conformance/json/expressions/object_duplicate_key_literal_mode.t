# In literal-only mode names are compared as written, so "k" and "${\"k\"}" are distinct.

result_type = object({
  a = map(number)
})

result = {
  a = {
    "$${\"k\"}" = 2
    k           = 1
  }
}
