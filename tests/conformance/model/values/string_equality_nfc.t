# Strings are equal when their NFC normal forms are identical.

result_type = object({
  different                = bool
  precomposed_vs_combining = bool
})

result = {
  different                = false
  precomposed_vs_combining = true
}
