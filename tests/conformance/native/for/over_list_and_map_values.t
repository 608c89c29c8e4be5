# A map iterates in key order with keys as strings; a list iterates by index.
# The results are tuples and objects, whatever the source's kind.

result_type = object({
  from_list   = object({
    p = number
    q = number
  })
  from_map    = tuple([string, string])
  list_itself = list(string)
  map_itself  = map(number)
})

result = {
  from_list   = {
    p = 0
    q = 1
  }
  from_map    = ["a:2", "b:1"]
  list_itself = ["p", "q"]
  map_itself  = {
    a = 2
    b = 1
  }
}
