# A body given as an array must have only objects as elements.

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 3
      column = 3
      byte   = 16
    }
    to {
      line   = 3
      column = 18
      byte   = 31
    }
  }
}
