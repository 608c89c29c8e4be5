# The condition must not be null.

diagnostics {
  error {
    # Null condition
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}
