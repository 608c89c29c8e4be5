# name(args...) calls a function from the function table; newlines and a trailing comma
# are allowed inside the parentheses.

result_type = object({
  multiline = string
  nested    = number
  no_args   = number
  one_arg   = number
  two_args  = string
})

result = {
  multiline = "x-y"
  nested    = 8
  no_args   = 3.14
  one_arg   = 42
  two_args  = "a-b"
}
