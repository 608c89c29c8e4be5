# name overrides the attribute name implied by the object label; type converts the value.

result_type = object({
  implied     = string
  output_name = number
})

result = {
  implied     = null
  output_name = 5
}
