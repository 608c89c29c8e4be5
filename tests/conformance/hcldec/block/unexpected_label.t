# A block spec's block type takes no labels.

diagnostics {
  error {
    # Extraneous label for logging
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
