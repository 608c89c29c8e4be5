# A block property whose value is null defines no blocks (the spec is silent; this pins
# the reference).

result_type = object({
  foo = list(any)
})

result = {
  foo = []
}
