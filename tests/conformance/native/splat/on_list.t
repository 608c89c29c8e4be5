# A splat over a list value yields a list.

result_type = object({
  names = list(number)
})

result = {
  names = [1, 2]
}
