# A failed conversion deep inside a value is reported on the attribute's expression.

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
      column = 35
      byte   = 34
    }
  }
}
