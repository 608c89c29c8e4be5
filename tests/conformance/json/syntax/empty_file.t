# An empty file is not a JSON value.

diagnostics {
  error {
    # Missing value
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 0
    }
  }
}
