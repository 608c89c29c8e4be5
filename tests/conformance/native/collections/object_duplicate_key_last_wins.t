# The spec is silent on a key given twice in one object constructor; the reference
# accepts it and the later element wins.

result_type = object({
  a = object({
    x = number
  })
})

result = {
  a = {
    x = 2
  }
}
