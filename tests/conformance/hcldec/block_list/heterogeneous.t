# Block values of different types are unified into one list element type.

result_type = object({
  item = list(string)
})

result = {
  item = ["1", "x"]
}
