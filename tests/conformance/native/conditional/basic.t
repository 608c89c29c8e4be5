# cond ? a : b picks a when cond is true and b when false; it nests to the right.

result_type = object({
  chained       = number
  f             = string
  nested_parens = string
  s             = number
  t             = string
})

result = {
  chained       = 2
  f             = "no"
  nested_parens = "b"
  s             = 1
  t             = "yes"
}
