# An evaluation error inside a JSON string template points into the string.

diagnostics {
  error {
    # Unknown variable
    from {
      line   = 2
      column = 17
      byte   = 18
    }
    to {
      line   = 2
      column = 21
      byte   = 22
    }
  }
}
