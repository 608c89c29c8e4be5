# Only JSON's escape sequences are valid in strings.

diagnostics {
  error {
    # Invalid JSON string
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
