# A token that cannot begin an attribute or block at body level is an error.

diagnostics {
  error {
    # Argument or block definition required
    from {
      line   = 2
      column = 1
      byte   = 6
    }
    to {
      line   = 2
      column = 2
      byte   = 7
    }
  }
}
