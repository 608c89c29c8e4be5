# An interpolated value that cannot convert to string (here a tuple) is an error.

diagnostics {
  error {
    # Invalid template interpolation value
    from {
      line   = 1
      column = 15
      byte   = 14
    }
    to {
      line   = 1
      column = 21
      byte   = 20
    }
  }
}
