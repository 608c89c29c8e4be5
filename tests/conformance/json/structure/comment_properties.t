# A "//" property in an object that is a body is ignored; in an expression object it is data.

result_type = object({
  a     = number
  block = object({
    b = number
  })
  expr  = map(string)
})

result = {
  a     = 1
  block = {
    b = 2
  }
  expr  = {
    "//" = "inside an expression this is an ordinary attribute"
    c    = "3"
  }
}
