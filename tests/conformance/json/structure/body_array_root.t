# A body may also be an array of objects, the root body included; their properties
# are visited in order.

result_type = object({
  a = number
  b = number
})

result = {
  a = 1
  b = 2
}
