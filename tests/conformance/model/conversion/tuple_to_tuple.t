# Tuple to tuple of the same length converts element by element.

result_type = object({
  a = tuple([string, string])
})

result = {
  a = ["1", "true"]
}
