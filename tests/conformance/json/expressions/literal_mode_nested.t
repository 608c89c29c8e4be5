# In literal-only mode strings nested in arrays and objects (names included) are literal.

result_type = object({
  array  = tuple([string, tuple([string])])
  object = map(string)
})

result = {
  array  = ["$${a}", ["%%{ if true }x%%{ endif }"]]
  object = {
    "$${b}" = "$${c}"
    k       = "$${a + 1}"
  }
}
