# The index key must be followed by "]".

diagnostics {
  error {
    # Missing close bracket on index
    from {
      line   = 2
      column = 1
      byte   = 10
    }
    to {
      line   = 2
      column = 1
      byte   = 10
    }
  }
}
