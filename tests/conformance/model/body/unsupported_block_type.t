# Exhaustive processing rejects block types the schema does not name.

diagnostics {
  error {
    # Unsupported block type
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 5
      byte   = 4
    }
  }
}
