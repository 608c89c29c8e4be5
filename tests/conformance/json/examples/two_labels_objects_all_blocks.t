# Spec example (Blocks, two labels), read as nested blocks without labels (JSON writes a
# label level and a nested block alike): every block, in order.

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
      boz = [["baz"]]
    }
  ]
}
