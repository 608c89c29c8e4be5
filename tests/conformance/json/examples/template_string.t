# Spec example (Strings): in full expression mode the string is a native-syntax template.

result_type = object({
  value = string
})

result = {
  value = "Hello, world! Template sequences are interpreted in full expression mode."
}
