# Numeric literals: digits, an optional fraction and an optional exponent (e/E, optional sign).

result_type = object({
  exponent      = number
  exponent_big  = number
  exponent_neg  = number
  frac_exponent = number
  fraction      = number
  integer       = number
  leading_zeros = number
  negated       = number
  zero          = number
})

result = {
  exponent      = 1000
  exponent_big  = 200
  exponent_neg  = 1.5
  frac_exponent = 150
  fraction      = 3.25
  integer       = 42
  leading_zeros = 7
  negated       = -12.5
  zero          = 0
}
