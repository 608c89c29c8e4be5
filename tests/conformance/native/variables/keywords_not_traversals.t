# true, false and null are literals in expressions, so they are not variable references.

result_type = object({
  a = bool
  b = bool
  c = any
  d = tuple([bool, any])
})

result = {
  a = true
  b = false
  c = null
  d = [true, null]
}

traversals {
  # none
}
