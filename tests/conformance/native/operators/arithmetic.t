# + - * / % and unary - on numbers, in arbitrary precision.

result_type = object({
  add        = number
  big        = number
  div        = number
  double_neg = number
  mod        = number
  mod_frac   = number
  mod_neg    = number
  mul        = number
  negate     = number
  sub        = number
})

result = {
  add        = 5.5
  big        = 4.14159265358979323846264338327950288419716939937510582097494459
  div        = 0.125
  double_neg = 4
  mod        = 3
  mod_frac   = 0.80000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000024
  mod_neg    = -3
  mul        = 10
  negate     = -5
  sub        = -1.5
}
