# A property name must be followed by a colon.

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
    # Missing property value colon
    from {
      line   = 2
      column = 7
      byte   = 8
    }
    to {
      line   = 2
      column = 8
      byte   = 9
    }
  }
}
