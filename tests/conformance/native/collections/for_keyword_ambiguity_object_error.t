# {for = 1, baz = 2} is read as a for expression, and so is a syntax error.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 1
      column = 11
      byte   = 10
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
