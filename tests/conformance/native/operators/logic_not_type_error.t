# Logical not needs a bool operand.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}
