# Iterating over null is an error.

diagnostics {
  error {
    # Iteration over null value
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
