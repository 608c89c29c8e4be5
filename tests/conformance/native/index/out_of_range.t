# An index past the end of a tuple is an error.

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
      column = 18
      byte   = 17
    }
  }
}
