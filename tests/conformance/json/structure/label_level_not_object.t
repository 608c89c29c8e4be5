# After the label levels, the value must be a body object.

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 3
      column = 12
      byte   = 28
    }
    to {
      line   = 3
      column = 27
      byte   = 43
    }
  }
}
