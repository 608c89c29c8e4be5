# An empty object is an empty body: absent attributes are null, absent blocks an empty list.

result_type = object({
  a = any
  b = list(number)
})

result = {
  a = null
  b = []
}
