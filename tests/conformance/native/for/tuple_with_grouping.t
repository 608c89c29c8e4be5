# Grouping "..." applies only to object for expressions.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 1
      column = 21
      byte   = 20
    }
    to {
      line   = 1
      column = 24
      byte   = 23
    }
  }
}
