# Spec example (Blocks, two labels) with an array at the body level, read as nested blocks
# without labels: all four bodies, the array's two in order.

result_type = object({
  foo = list(object({
    bar = list(object({
      baz = list(string)
      boz = list(string)
    }))
    boz = list(list(string))
  }))
})

result = {
  foo = [
    {
      bar = [
        {
          baz = ["baz"]
          boz = ["baz"]
        }
      ]
      boz = [["baz", "boz"]]
    }
  ]
}
