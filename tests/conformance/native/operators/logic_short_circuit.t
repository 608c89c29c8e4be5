# && and || short-circuit as the current reference does (hcl 2.23.0, #713 and #719; a
# deliberate difference from the Debian hcl 2.14.1, which evaluates both operands and
# reports the unknown variable): when the left operand alone decides the result, the
# right operand is not evaluated and its errors are not reported.

result_type = object({
  and_false = bool
  or_true   = bool
})

result = {
  and_false = false
  or_true   = true
}
