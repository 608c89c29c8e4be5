# The expression after "=" is mandatory.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 1
      column = 4
      byte   = 3
    }
    to {
      line   = 2
      column = 1
      byte   = 4
    }
  }
}
