# Type expressions: object({...}), tuple([...]), set(...) and friends.

result_type = object({
  obj   = object({
    name = string
    tags = set(string)
  })
  tuple = tuple([number, string])
})

result = {
  obj   = {
    name = "n"
    tags = ["a"]
  }
  tuple = [1, "2"]
}
