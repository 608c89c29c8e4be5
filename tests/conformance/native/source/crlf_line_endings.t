# A CR LF sequence is a newline, just like LF alone.

result_type = object({
  a     = number
  b     = number
  block = number
})

result = {
  a     = 1
  b     = 2
  block = 3
}
