# A block_list has one element per block, in order, duplicates kept; no blocks give [].

result_type = object({
  item = list(object({
    n = number
  }))
  none = list(object({
    n = any
  }))
})

result = {
  item = [
    {
      n = 1
    },
    {
      n = 2
    },
    {
      n = 1
    }
  ]
  none = []
}
