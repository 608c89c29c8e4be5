# Any other string cannot convert to bool.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
