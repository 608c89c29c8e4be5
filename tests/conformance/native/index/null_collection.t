# Indexing null is an error.

diagnostics {
  error {
    # Attempt to index null value
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
