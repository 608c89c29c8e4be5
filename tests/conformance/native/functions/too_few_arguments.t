# Each positional parameter needs an argument.

diagnostics {
  error {
    # Not enough function arguments
    from {
      line   = 1
      column = 17
      byte   = 16
    }
    to {
      line   = 1
      column = 18
      byte   = 17
    }
  }
}
