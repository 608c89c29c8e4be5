# Arrays and objects must be closed.

diagnostics {
  error {
    # Root value must be object
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 2
      byte   = 1
    }
  }
  error {
    # Unclosed object
    from {
      line   = 2
      column = 8
      byte   = 9
    }
    to {
      line   = 2
      column = 9
      byte   = 10
    }
  }
}
