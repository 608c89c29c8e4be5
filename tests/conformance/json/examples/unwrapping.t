# Spec example (Strings): a single-interpolation template is unwrapped, so the result is a
# number, not a string.

result_type = object({
  value = number
})

result = {
  value = 3
}
