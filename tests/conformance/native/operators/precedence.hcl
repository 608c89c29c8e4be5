mul_over_add     = 1 + 2 * 3
div_over_sub     = 10 - 6 / 2
mod_over_add     = 1 + 7 % 4
left_assoc_sub   = 10 - 4 - 3
left_assoc_div   = 12 / 3 / 2
mul_div_mod      = 2 * 9 % 4 / 2
add_over_compare = 1 + 1 < 3
compare_over_eq  = 1 < 2 == true
eq_over_and      = 1 == 1 && 2 == 2
and_over_or      = true || false && false
or_left          = false && true || true
unary_minus      = -2 * -3
unary_not        = !false && false
not_over_eq      = !true == false
parens           = (1 + 2) * 3
