# [for, foo, baz] is read as a for expression, and so is a syntax error.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
