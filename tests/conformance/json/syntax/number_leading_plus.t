# A JSON number cannot start with a plus sign.

diagnostics {
  error {
    # Invalid JSON number
    from {
      line   = 2
      column = 8
      byte   = 9
    }
    to {
      line   = 2
      column = 10
      byte   = 11
    }
  }
}
