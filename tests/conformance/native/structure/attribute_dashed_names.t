# Identifiers may contain dashes after their first character; "-" and "_" make distinct names.

result_type = object({
  foo--baz = number
  foo-bar  = number
  foo_bar  = number
})

result = {
  foo--baz = 3
  foo-bar  = 1
  foo_bar  = 2
}
