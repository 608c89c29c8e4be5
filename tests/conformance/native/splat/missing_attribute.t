# An attribute missing from an element is an error, as for direct access.

diagnostics {
  error {
    # Unsupported attribute
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 17
      byte   = 16
    }
  }
}
