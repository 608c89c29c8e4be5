# A quoted label is a StringLit, not a template: interpolation is not permitted.

diagnostics {
  error {
    # Invalid string literal
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
