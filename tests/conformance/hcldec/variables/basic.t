# variables blocks (any number) define the input's variables; their values may be any
# expression over the spec-definition functions.

result_type = object({
  a = string
  b = string
  c = number
})

result = {
  a = "hello"
  b = "hello, Ada"
  c = 20
}
