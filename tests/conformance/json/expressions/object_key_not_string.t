# A property name whose value cannot be converted to a string is an error.

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
      column = 17
      byte   = 18
    }
  }
}
