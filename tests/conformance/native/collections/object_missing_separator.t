# Object elements need a comma or newline between them.

diagnostics {
  error {
    # Missing attribute separator
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
