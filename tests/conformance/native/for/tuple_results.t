# [for ...] builds a tuple; tuples iterate by index, objects in lexical key order.

result_type = object({
  empty        = tuple([])
  filtered     = tuple([string, string])
  from_object  = tuple([string, string])
  indexes      = tuple([number, number])
  object_value = tuple([number, number])
  upper        = tuple([string, string])
  values       = tuple([string, string])
})

result = {
  empty        = []
  filtered     = ["a", "b"]
  from_object  = ["a=1", "b=2"]
  indexes      = [0, 1]
  object_value = [1, 2]
  upper        = ["a!", "b!"]
  values       = ["a", "b"]
}
