# A transform evaluates result with the nested spec's value as "nested", and may use the
# spec-definition functions.

result_type = object({
  name          = string
  size_in_bytes = number
  summary       = string
})

result = {
  name          = "mixed case"
  size_in_bytes = 2097152
  summary       = "Mixed Case: 2MB"
}
