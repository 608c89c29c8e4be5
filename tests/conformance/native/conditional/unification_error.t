# Results with no common type are an error.

diagnostics {
  error {
    # Inconsistent conditional result types
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
}
