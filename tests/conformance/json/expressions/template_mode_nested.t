# In full expression mode strings nested in arrays and objects (names included) are
# templates; unwrapped interpolations keep their types.

result_type = object({
  array  = tuple([number, tuple([string])])
  object = object({
    k      = number
    nested = object({
      bee = string
    })
  })
})

result = {
  array  = [1, ["x"]]
  object = {
    k      = 2
    nested = {
      bee = "bee"
    }
  }
}
