# Several specs may read the same body: the body is processed once against the union of
# their schemata, and each sees the same attribute.

result_type = object({
  doubled  = number
  fallback = number
  size     = number
})

result = {
  doubled  = 6
  fallback = 3
  size     = 3
}
