# Content after the opening brace makes a one-line block: its closing brace must be on the same line.

diagnostics {
  error {
    # Invalid single-argument block definition
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 2
      column = 1
      byte   = 10
    }
  }
}
