# Positions after a CR LF newline: the next line starts at column 1 after both bytes.

diagnostics {
  error {
    # Missing newline after argument
    from {
      line   = 2
      column = 7
      byte   = 13
    }
    to {
      line   = 2
      column = 8
      byte   = 14
    }
  }
}
