# Spec example (Blocks, two labels) with a label property given twice, read as nested
# blocks without labels: both "bar" properties are kept, in order.

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
        },
        {
          baz = ["baz", "boz"]
          boz = []
        }
      ]
      boz = []
    }
  ]
}
