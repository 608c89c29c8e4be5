# Indexing an object by a key it lacks is an error.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 14
      byte   = 13
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
}
