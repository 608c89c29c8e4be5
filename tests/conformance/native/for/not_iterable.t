# The collection must be iterable (tuple, list, set, object or map).

diagnostics {
  error {
    # Iteration over non-iterable value
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
