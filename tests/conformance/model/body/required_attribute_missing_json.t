# In JSON a missing required attribute is reported at the body's closing brace.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 3
      column = 1
      byte   = 15
    }
    to {
      line   = 3
      column = 2
      byte   = 16
    }
  }
}
