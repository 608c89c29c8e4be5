# Reading an attribute an object lacks is an error.

diagnostics {
  error {
    # Unsupported attribute
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}
