# A block cannot satisfy a schema's attribute of the same name.

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
