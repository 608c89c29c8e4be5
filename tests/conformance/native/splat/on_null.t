# A splat on null yields an empty tuple.

result_type = object({
  attr_splat = tuple([])
  bare       = tuple([])
  full_splat = tuple([])
})

result = {
  attr_splat = []
  bare       = []
  full_splat = []
}
