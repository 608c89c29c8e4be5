# An object for expression's key must convert to a string.

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
      column = 23
      byte   = 22
    }
  }
}
