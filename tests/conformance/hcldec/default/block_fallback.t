# A default can stand in for an absent block.

result_type = object({
  settings = object({
    level = string
  })
})

result = {
  settings = {
    level = "info"
  }
}
