# Logic operators need bool operands: a number does not convert.

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
      column = 6
      byte   = 5
    }
  }
}
