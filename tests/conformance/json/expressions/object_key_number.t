# Property names that evaluate to numbers or bools are converted to strings.

result_type = object({
  a = map(string)
})

result = {
  a = {
    "2"    = "two"
    "true" = "yes"
  }
}
