# A tuple index that cannot convert to a number is an error.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 15
      byte   = 14
    }
    to {
      line   = 1
      column = 24
      byte   = 23
    }
  }
}
