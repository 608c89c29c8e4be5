# Invalid UTF-8 is a parse error, reported at the offending bytes.

diagnostics {
  error {
    # Invalid character encoding
    from {
      line   = 2
      column = 10
      byte   = 18
    }
    to {
      line   = 2
      column = 11
      byte   = 19
    }
  }
}
