# A null index key is an error.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
