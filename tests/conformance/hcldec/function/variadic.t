# variadic_param collects the remaining arguments as a list.

result_type = object({
  a = number
  b = string
})

result = {
  a = 3
  b = "a-b-c"
}
