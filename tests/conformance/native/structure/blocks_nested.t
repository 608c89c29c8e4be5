# A block creates a child body; blocks nest to any depth and keep their order.

result_type = object({
  server = object({
    listener = list(number)
    name     = string
  })
})

result = {
  server = {
    listener = [80, 443]
    name     = "alpha"
  }
}
