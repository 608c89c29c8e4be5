# A negative index is an error.

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
      column = 19
      byte   = 18
    }
  }
}
