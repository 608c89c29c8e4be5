# The for introduction ends with a colon.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 1
      column = 19
      byte   = 18
    }
    to {
      line   = 1
      column = 20
      byte   = 19
    }
  }
}
