# An identifier cannot start with a digit.

diagnostics {
  error {
    # Argument or block definition required
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 2
      byte   = 1
    }
  }
}
