# Spec example (Blocks, two labels) with an array at the first label level, read as nested
# blocks without labels: both elements, in order.

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
      boz = []
    },
    {
      bar = [
        {
          baz = ["baz", "boz"]
          boz = []
        }
      ]
      boz = []
    }
  ]
}
