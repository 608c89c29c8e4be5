# Conversion to the dynamic pseudo-type (any) returns the value unchanged.

result_type = object({
  keeps_object = object({
    a = number
  })
  keeps_tuple  = tuple([number, string])
})

result = {
  keeps_object = {
    a = 1
  }
  keeps_tuple  = [1, "a"]
}
