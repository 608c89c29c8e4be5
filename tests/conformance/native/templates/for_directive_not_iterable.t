# The for directive's collection must be iterable: a string is not.

diagnostics {
  error {
    # Iteration over non-iterable value
    from {
      line   = 1
      column = 18
      byte   = 17
    }
    to {
      line   = 1
      column = 23
      byte   = 22
    }
  }
}
