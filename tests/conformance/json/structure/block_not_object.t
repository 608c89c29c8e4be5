# A block property must hold an object or an array of objects.

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 2
      column = 10
      byte   = 11
    }
    to {
      line   = 2
      column = 23
      byte   = 24
    }
  }
}
