# An operand that cannot convert to number is an error reported on that operand.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
