# Spec example (Numbers): in full expression mode "${1e150}" is the number 1e150, exactly,
# evaluated by the native expression evaluator.

result_type = object({
  value = number
})

result = {
  value = 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
}
