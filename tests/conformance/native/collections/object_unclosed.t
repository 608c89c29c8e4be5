# An object constructor must be closed; newlines inside it do not end the attribute.

diagnostics {
  error {
    # Missing expression
    from {
      line   = 3
      column = 1
      byte   = 18
    }
    to {
      line   = 3
      column = 1
      byte   = 18
    }
  }
}
