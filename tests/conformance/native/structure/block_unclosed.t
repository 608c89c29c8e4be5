# A block whose closing brace is missing is reported at its opening brace.

diagnostics {
  error {
    # Unclosed configuration block
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
