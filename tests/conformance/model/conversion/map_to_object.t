# A map converts to an object type whose attributes match its keys.

result_type = object({
  a = object({
    a = number
    b = string
  })
})

result = {
  a = {
    a = 1
    b = "x"
  }
}
