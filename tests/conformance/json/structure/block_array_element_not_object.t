# Every element of a block array must be an object.

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 2
      column = 15
      byte   = 16
    }
    to {
      line   = 2
      column = 16
      byte   = 17
    }
  }
}
