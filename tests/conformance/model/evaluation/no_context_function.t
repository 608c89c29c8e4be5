# Without an evaluation context, a function call is reported as not allowed at all.

diagnostics {
  error {
    # Function calls not allowed
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}
