# Tabs are whitespace and count as one column in source positions.

diagnostics {
  error {
    # Missing newline after argument
    from {
      line   = 3
      column = 8
      byte   = 28
    }
    to {
      line   = 3
      column = 9
      byte   = 29
    }
  }
}
