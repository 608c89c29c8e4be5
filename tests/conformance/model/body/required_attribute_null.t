# A required attribute that is present with a null value counts as present.

result_type = object({
  name = any
})

result = {
  name = null
}
