# Property names must be quoted strings.

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
    # Invalid JSON keyword
    from {
      line   = 2
      column = 3
      byte   = 4
    }
    to {
      line   = 2
      column = 4
      byte   = 5
    }
  }
}
