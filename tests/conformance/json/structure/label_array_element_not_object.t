# A label level given as an array must have only objects as elements.

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 4
      column = 5
      byte   = 47
    }
    to {
      line   = 4
      column = 20
      byte   = 62
    }
  }
}
