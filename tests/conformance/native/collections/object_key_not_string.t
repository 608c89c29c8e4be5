# An object key must be convertible to a string.

diagnostics {
  error {
    # Incorrect key type
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
