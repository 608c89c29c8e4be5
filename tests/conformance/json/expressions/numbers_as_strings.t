# A producer may give a number as a string (converted to the requested number type) or as
# an interpolation, keeping full precision either way.

result_type = object({
  from_string  = number
  interpolated = number
})

result = {
  from_string  = 115792089237316195423570985008687907853269984665640564039457584007913129639937
  interpolated = 0.3
}
