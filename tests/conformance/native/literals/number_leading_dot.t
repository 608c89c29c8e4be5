# A numeric literal must start with a digit.

diagnostics {
  error {
    # Invalid expression
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
