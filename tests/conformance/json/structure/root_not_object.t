# The root of a JSON configuration file must be an object.

diagnostics {
  error {
    # Root value must be object
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
