# function blocks define functions for the input: params name the positional arguments.

result_type = object({
  a = number
  b = string
  c = string
})

result = {
  a = 3
  b = "hello, world"
  c = "HEY!"
}
