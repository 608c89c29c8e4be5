# Numbers are equal when numerically equal, to full precision (2^256 differs from 2^256+1).

result_type = object({
  big             = bool
  exponent        = bool
  int_vs_fraction = bool
})

result = {
  big             = false
  exponent        = true
  int_vs_fraction = true
}
