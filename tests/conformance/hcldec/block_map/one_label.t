# A block_map keys each block by its label; no blocks give an empty map.

result_type = object({
  none    = map(number)
  service = map(object({
    port = number
  }))
})

result = {
  none    = {}
  service = {
    api = {
      port = 8080
    }
    web = {
      port = 80
    }
  }
}
