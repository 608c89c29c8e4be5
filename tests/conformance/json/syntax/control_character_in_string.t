# A raw control character (here a tab) is not allowed inside a JSON string.

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
    # Invalid JSON string
    from {
      line   = 2
      column = 12
      byte   = 13
    }
    to {
      line   = 2
      column = 13
      byte   = 14
    }
  }
  error {
    # Missing attribute seperator comma
    from {
      line   = 4
      column = 1
      byte   = 22
    }
    to {
      line   = 4
      column = 1
      byte   = 22
    }
  }
}
