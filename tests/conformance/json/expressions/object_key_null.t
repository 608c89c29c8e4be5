# A property name that evaluates to null is an error.

diagnostics {
  error {
    # Invalid object key expression
    from {
      line   = 2
      column = 9
      byte   = 10
    }
    to {
      line   = 2
      column = 18
      byte   = 19
    }
  }
}
