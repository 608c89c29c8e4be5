# The first child's validation still applies: a wrong type is an error, not a fallback.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 23
      byte   = 22
    }
  }
}
