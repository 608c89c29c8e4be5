# Line comments start with "#" or "//" and run to the end of the line; each counts as a newline.

result_type = object({
  a = number
  b = number
  c = number
})

result = {
  a = 1
  b = 2
  c = 3
}
