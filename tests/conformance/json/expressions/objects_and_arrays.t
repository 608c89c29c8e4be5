# JSON objects are HCL objects and JSON arrays are HCL tuples, recursively.

result_type = object({
  array        = tuple([number, string, tuple([number]), object({
    four = number
  })])
  empty_array  = tuple([])
  empty_object = object({})
  object       = object({
    a      = tuple([bool, any])
    b      = number
    nested = object({
      deep = string
    })
  })
})

result = {
  array        = [
    1,
    "two",
    [3],
    {
      four = 4
    }
  ]
  empty_array  = []
  empty_object = {}
  object       = {
    a      = [true, null]
    b      = 1
    nested = {
      deep = "x"
    }
  }
}
