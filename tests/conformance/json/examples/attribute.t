# Spec example (Attributes): given a schema that calls for an attribute "foo", the
# property "foo" defines it.

result_type = object({
  foo = string
})

result = {
  foo = "bar baz"
}
