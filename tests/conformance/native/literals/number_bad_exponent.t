# An exponent mark must be followed by digits.

diagnostics {
  error {
    # Missing newline after argument
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 7
      byte   = 6
    }
  }
}
