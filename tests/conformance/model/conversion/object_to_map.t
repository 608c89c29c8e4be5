# An object converts to a map when each attribute converts to the element type.

result_type = object({
  mixed = map(string)
  same  = map(string)
})

result = {
  mixed = {
    a = "1"
    b = "true"
  }
  same  = {
    a = "x"
    b = "y"
  }
}
