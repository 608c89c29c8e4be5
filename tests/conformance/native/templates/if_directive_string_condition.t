# The condition converts to bool, so the strings "true" and "false" are accepted.

result_type = object({
  a = string
  b = string
})

result = {
  a = "yes"
  b = "no"
}
