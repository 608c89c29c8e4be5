# A block spec accepts at most one block of its type.

diagnostics {
  error {
    # Duplicate logging block
    from {
      line   = 3
      column = 1
      byte   = 12
    }
    to {
      line   = 3
      column = 8
      byte   = 19
    }
  }
}
