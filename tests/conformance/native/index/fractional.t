# A tuple index must be a whole number.

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
      column = 20
      byte   = 19
    }
  }
}
