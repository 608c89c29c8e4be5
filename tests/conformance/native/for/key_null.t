# An object for expression's key must not be null.

diagnostics {
  error {
    # Invalid object key
    from {
      line   = 1
      column = 20
      byte   = 19
    }
    to {
      line   = 1
      column = 24
      byte   = 23
    }
  }
}
