# Errors in the branch that is not selected are not reported: an out-of-range index
# and an undefined variable in unselected branches are ignored.

result_type = object({
  index_out_of_range = string
  undefined_variable = string
})

result = {
  index_out_of_range = "fallback"
  undefined_variable = "chosen"
}
