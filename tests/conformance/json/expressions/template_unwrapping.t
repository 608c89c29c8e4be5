# A string that is a single interpolation yields the value itself, so any native
# expression (here numbers, bools, tuples) can be written in JSON.

result_type = object({
  big           = number
  bool          = bool
  not_unwrapped = string
  number        = number
  tuple         = tuple([number, number])
})

result = {
  big           = 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
  bool          = true
  not_unwrapped = "sum 3"
  number        = 3
  tuple         = [1, 2]
}
