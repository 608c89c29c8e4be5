# Properties must be separated by commas.

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
    # Missing attribute seperator comma
    from {
      line   = 5
      column = 1
      byte   = 22
    }
    to {
      line   = 5
      column = 1
      byte   = 22
    }
  }
}
