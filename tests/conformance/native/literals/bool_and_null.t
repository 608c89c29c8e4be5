# true and false are bools; null is a null of the dynamic pseudo-type (written as type any).

result_type = object({
  f = bool
  n = any
  t = bool
})

result = {
  f = false
  n = null
  t = true
}
