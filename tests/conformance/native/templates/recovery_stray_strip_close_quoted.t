# Differential regression: after a stray ~}, a quoted template ends at its quote and parsing goes on after it.

diagnostics {
  error {
    # Extra characters after interpolation expression
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
  error {
    # Invalid character
    from {
      line   = 2
      column = 7
      byte   = 31
    }
    to {
      line   = 2
      column = 8
      byte   = 32
    }
  }
}
