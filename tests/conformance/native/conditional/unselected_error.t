# Errors in the branch that is not selected.

result_type = object({
  index_out_of_range = string
  undefined_variable = string
})

result = {
  index_out_of_range = "fallback"
  undefined_variable = "chosen"
}
