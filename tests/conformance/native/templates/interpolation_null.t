# A null cannot be interpolated into a template.

diagnostics {
  error {
    # Invalid template interpolation value
    from {
      line   = 1
      column = 15
      byte   = 14
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
}
