# Block bodies are JSON objects too, so blocks nest.

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
