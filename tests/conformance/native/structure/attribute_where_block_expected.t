# An attribute cannot satisfy a schema's block type of the same name.

diagnostics {
  error {
    # Unsupported argument
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
