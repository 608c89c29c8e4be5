# Precedence, tightest first: unary - !, then * / %, + -, > >= < <=, == !=, &&, ||;
# equal levels associate left to right.

result_type = object({
  add_over_compare = bool
  and_over_or      = bool
  compare_over_eq  = bool
  div_over_sub     = number
  eq_over_and      = bool
  left_assoc_div   = number
  left_assoc_sub   = number
  mod_over_add     = number
  mul_div_mod      = number
  mul_over_add     = number
  not_over_eq      = bool
  or_left          = bool
  parens           = number
  unary_minus      = number
  unary_not        = bool
})

result = {
  add_over_compare = true
  and_over_or      = true
  compare_over_eq  = true
  div_over_sub     = 7
  eq_over_and      = true
  left_assoc_div   = 2
  left_assoc_sub   = 3
  mod_over_add     = 4
  mul_div_mod      = 1
  mul_over_add     = 7
  not_over_eq      = true
  or_left          = true
  parens           = 9
  unary_minus      = 6
  unary_not        = false
}
