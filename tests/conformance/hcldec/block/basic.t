# A block spec applies its nested spec to the one block of its type; an absent block is null.

result_type = object({
  absent  = object({
    x = any
  })
  logging = object({
    file  = any
    level = string
  })
})

result = {
  absent  = null
  logging = {
    file  = null
    level = "debug"
  }
}
