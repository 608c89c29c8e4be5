# == and != compare type and value (no conversion); < <= > >= compare numbers, converting
# operands to number first.

result_type = object({
  eq_bool    = bool
  eq_null    = bool
  eq_objects = bool
  eq_same    = bool
  eq_strings = bool
  eq_tuples  = bool
  eq_types   = bool
  ge         = bool
  gt         = bool
  le         = bool
  lt         = bool
  lt_strings = bool
  ne_null    = bool
  ne_objects = bool
  ne_types   = bool
})

result = {
  eq_bool    = false
  eq_null    = true
  eq_objects = true
  eq_same    = true
  eq_strings = true
  eq_tuples  = true
  eq_types   = false
  ge         = true
  gt         = false
  le         = true
  lt         = true
  lt_strings = false
  ne_null    = true
  ne_objects = true
  ne_types   = true
}
