# A number and a bool have no common type other than string, which neither is.

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
      column = 14
      byte   = 13
    }
  }
}
