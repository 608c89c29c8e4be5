# A string must be closed before the end of its line.

diagnostics {
  error {
    # Invalid JSON string
    from {
      line   = 2
      column = 13
      byte   = 14
    }
    to {
      line   = 2
      column = 14
      byte   = 15
    }
  }
}
