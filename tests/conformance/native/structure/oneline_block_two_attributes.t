# A one-line block may hold only one attribute.

diagnostics {
  error {
    # Invalid single-argument block definition
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}
