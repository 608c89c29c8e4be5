# Only true, false and null are keywords; other bare words are errors.

diagnostics {
  error {
    # Invalid JSON keyword
    from {
      line   = 2
      column = 8
      byte   = 9
    }
    to {
      line   = 2
      column = 11
      byte   = 12
    }
  }
}
