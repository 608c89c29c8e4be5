# List and map values keep their collection types through decoding (unlike tuples and objects).

result_type = object({
  list = list(string)
  map  = map(number)
})

result = {
  list = ["a", "b"]
  map  = {
    x = 1
  }
}
