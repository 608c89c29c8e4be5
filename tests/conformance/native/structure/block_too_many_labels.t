# A block must have exactly the labels its block type declares: one too many.

diagnostics {
  error {
    # Extraneous label for service
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
