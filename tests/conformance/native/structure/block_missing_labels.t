# A block must have exactly the labels its block type declares: too few.

diagnostics {
  error {
    # Missing name for service
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
  error {
    # Missing tier for service
    from {
      line   = 2
      column = 13
      byte   = 23
    }
    to {
      line   = 2
      column = 14
      byte   = 24
    }
  }
}
