# Spec example (Strings): in literal-only mode (no variables or functions in the spec,
# so no evaluation context) the string is taken as written, "${" included.

result_type = object({
  value = string
})

result = {
  value = "Hello world! Template sequences like $${ are not intepreted here."
}
