# JSON numbers are read at full precision, not as 64-bit floats.

result_type = object({
  big_integer  = number
  exponent     = number
  fraction     = number
  huge         = number
  integer      = number
  neg_exponent = number
  negative     = number
  precise      = number
})

result = {
  big_integer  = 115792089237316195423570985008687907853269984665640564039457584007913129639936
  exponent     = 1000
  fraction     = 0.5
  huge         = 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000
  integer      = 42
  neg_exponent = 2.5
  negative     = -7
  precise      = 3.14159265358979323846264338327950288419716939937510582097494459
}
