# One element that cannot convert makes the whole conversion fail.

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
      column = 15
      byte   = 14
    }
  }
}
