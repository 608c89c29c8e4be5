# A string in decimal notation converts to a number at full precision.

result_type = object({
  already  = number
  big      = number
  fraction = number
  integer  = number
})

result = {
  already  = 7
  big      = 115792089237316195423570985008687907853269984665640564039457584007913129639937
  fraction = -0.125
  integer  = 12
}
