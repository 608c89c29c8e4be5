# map(any) unifies the attribute types of an object.

result_type = object({
  lists = map(list(string))
  mixed = map(string)
})

result = {
  lists = {
    a = ["1"]
    b = ["x", "y"]
  }
  mixed = {
    a = "1"
    b = "x"
  }
}
