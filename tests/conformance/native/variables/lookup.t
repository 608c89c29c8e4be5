# A bare identifier reads a variable from the global scope.

result_type = object({
  list   = string
  nested = number
  simple = string
})

result = {
  list   = "b"
  nested = 42
  simple = "n"
}
