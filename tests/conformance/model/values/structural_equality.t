# Structural values are equal when their types are identical and all elements are equal;
# a tuple never equals a list, nor an object a map, even with the same elements.

result_type = object({
  object_vs_map  = bool
  objects_differ = bool
  objects_equal  = bool
  tuple_lengths  = bool
  tuple_vs_list  = bool
  tuples_differ  = bool
  tuples_equal   = bool
})

result = {
  object_vs_map  = false
  objects_differ = false
  objects_equal  = true
  tuple_lengths  = false
  tuple_vs_list  = false
  tuples_differ  = false
  tuples_equal   = true
}
