# The spec does not say what x % 0 is; the reference returns x (here 1), not an error.

result_type = object({
  a = number
})

result = {
  a = 1
}
