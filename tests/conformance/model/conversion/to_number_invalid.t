# A string that is not a number cannot convert to number.

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
      column = 16
      byte   = 15
    }
  }
}
