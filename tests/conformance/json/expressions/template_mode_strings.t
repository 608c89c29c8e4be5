# In full expression mode every string is a native-syntax template.

result_type = object({
  directive = string
  escaped   = string
  interp    = string
  plain     = string
})

result = {
  directive = "x"
  escaped   = "$${not interpolated}"
  interp    = "Hello world!"
  plain     = "no templates here"
}
