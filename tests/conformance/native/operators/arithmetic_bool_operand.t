# There is no conversion between bool and number.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
}
