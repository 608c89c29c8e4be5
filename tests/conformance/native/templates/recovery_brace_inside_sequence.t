# Differential regression: inside a sequence, %{ is % and {, so the } after it closes that brace and the sequence stays open to the end of the file.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 2
      column = 12
      byte   = 21
    }
    to {
      line   = 2
      column = 13
      byte   = 22
    }
  }
  error {
    # Unexpected end of template
    from {
      line   = 4
      column = 1
      byte   = 30
    }
    to {
      line   = 4
      column = 1
      byte   = 30
    }
  }
}
