# An attribute definition ends with a newline: a second one on the same line is an error.

diagnostics {
  error {
    # Missing newline after argument
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
