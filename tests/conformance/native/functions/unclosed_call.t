# A call's argument list must be closed.

diagnostics {
  error {
    # Unterminated function call
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 7
      byte   = 6
    }
  }
}
