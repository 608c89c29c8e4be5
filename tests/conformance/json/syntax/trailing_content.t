# Nothing may follow the root value.

diagnostics {
  error {
    # Extraneous data after value
    from {
      line   = 4
      column = 1
      byte   = 13
    }
    to {
      line   = 4
      column = 2
      byte   = 14
    }
  }
}
