# One label: the block's object has one property per labelled block (same result as native).

result_type = object({
  service = map(number)
})

result = {
  service = {
    api = 8080
    web = 80
  }
}
