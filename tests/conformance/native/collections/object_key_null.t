# An object key must not be null.

diagnostics {
  error {
    # Null value as key
    from {
      line   = 1
      column = 16
      byte   = 15
    }
    to {
      line   = 1
      column = 17
      byte   = 16
    }
  }
}
