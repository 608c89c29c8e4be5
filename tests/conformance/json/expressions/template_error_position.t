# A template syntax error inside a JSON string is reported at its place within the string.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 2
      column = 21
      byte   = 22
    }
    to {
      line   = 2
      column = 22
      byte   = 23
    }
  }
}
