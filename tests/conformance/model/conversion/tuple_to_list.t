# A tuple converts to a list when each element converts to the element type.

result_type = object({
  empty = list(number)
  mixed = list(string)
  same  = list(string)
})

result = {
  empty = []
  mixed = ["1", "a", "true"]
  same  = ["a", "b"]
}
