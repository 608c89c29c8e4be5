# Each attribute name may be defined no more than once within a single body.

diagnostics {
  error {
    # Attribute redefined
    from {
      line   = 3
      column = 1
      byte   = 12
    }
    to {
      line   = 3
      column = 2
      byte   = 13
    }
  }
}
