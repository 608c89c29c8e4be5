# A source attribute the target object type lacks is dropped.

result_type = object({
  a = object({
    a = number
  })
})

result = {
  a = {
    a = 1
  }
}
