# Numbers convert to decimal strings at full precision with no exponent; bools to
# "true"/"false".

result_type = object({
  big      = string
  bool     = string
  exponent = string
  fraction = string
  integer  = string
  third    = string
})

result = {
  big      = "115792089237316195423570985008687907853269984665640564039457584007913129639936"
  bool     = "true"
  exponent = "1000"
  fraction = "0.1"
  integer  = "42"
  third    = "0.33333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333335"
}
