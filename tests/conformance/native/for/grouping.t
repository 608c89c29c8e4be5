# "..." after the value groups values with equal keys into tuples.

result_type = object({
  filtered = object({
    a = tuple([number])
    b = tuple([number, number])
  })
  grouped  = object({
    a = tuple([number, number])
    b = tuple([number])
  })
})

result = {
  filtered = {
    a = [0]
    b = [2, 3]
  }
  grouped  = {
    a = [0, 1]
    b = [2]
  }
}
