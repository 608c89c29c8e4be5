# A one-line block holds nothing or a single attribute between braces on one line.

result_type = object({
  empty     = object({
    value = any
  })
  labelled  = map(number)
  with_attr = object({
    value = string
  })
})

result = {
  empty     = {
    value = null
  }
  labelled  = {
    l = 2
  }
  with_attr = {
    value = "x"
  }
}
