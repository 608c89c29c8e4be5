# Only tuples, lists, maps and objects can be indexed.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
