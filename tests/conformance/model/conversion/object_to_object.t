# Object to object: common attributes convert one by one.

result_type = object({
  converted = object({
    a = number
    b = string
  })
})

result = {
  converted = {
    a = 5
    b = "6"
  }
}
