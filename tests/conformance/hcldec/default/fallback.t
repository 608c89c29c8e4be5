# A default spec yields the first non-null result among its children, in order.

result_type = object({
  chain   = string
  given   = string
  missing = string
})

result = {
  chain   = "last resort"
  given   = "from input"
  missing = "default"
}
