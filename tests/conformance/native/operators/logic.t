# && || and ! on bools; operands are converted to bool, so "true"/"false" strings work.

result_type = object({
  and_tf = bool
  and_tt = bool
  not_f  = bool
  not_t  = bool
  or_ff  = bool
  or_ft  = bool
  strs   = bool
})

result = {
  and_tf = false
  and_tt = true
  not_f  = true
  not_t  = false
  or_ff  = false
  or_ft  = true
  strs   = false
}
