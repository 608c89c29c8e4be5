# A splat on a value that is not a tuple, list or set treats it as a one-element tuple.

result_type = object({
  number      = tuple([number])
  object_attr = tuple([string])
  object_full = tuple([string])
  string      = tuple([string])
})

result = {
  number      = [5]
  object_attr = ["only"]
  object_full = ["only"]
  string      = ["s"]
}
