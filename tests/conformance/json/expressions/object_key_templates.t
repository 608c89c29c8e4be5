# In full expression mode, property names of expression objects are templates too.

result_type = object({
  a = object({
    computed_key = number
    plain        = number
  })
})

result = {
  a = {
    computed_key = 1
    plain        = 2
  }
}
