# A count between min_items and max_items is accepted.

result_type = object({
  item = list(string)
})

result = {
  item = ["x", "x"]
}
