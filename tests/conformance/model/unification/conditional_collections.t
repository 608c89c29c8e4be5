# A list and a tuple unify to a list, and a map and an object to a map, of the unified
# element type.

result_type = object({
  list_and_tuple = list(string)
  map_and_object = map(string)
})

result = {
  list_and_tuple = ["a"]
  map_and_object = {
    z = "q"
  }
}
