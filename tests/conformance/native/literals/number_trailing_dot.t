# A fraction needs at least one digit after the point.

diagnostics {
  error {
    # Invalid attribute name
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 2
      column = 1
      byte   = 7
    }
  }
}
