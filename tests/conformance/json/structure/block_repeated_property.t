# Repeated properties are all kept, in order: each adds blocks.

result_type = object({
  foo = list(number)
})

result = {
  foo = [1, 2, 3, 4]
}
