# Ordering comparisons need number operands.

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
      column = 8
      byte   = 7
    }
  }
}
