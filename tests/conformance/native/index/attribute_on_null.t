# Attribute access on null is an error.

diagnostics {
  error {
    # Attempt to get attribute from null value
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}
