# A property that matches no schema attribute or block type is an error.

diagnostics {
  error {
    # Extraneous JSON object property
    from {
      line   = 3
      column = 3
      byte   = 14
    }
    to {
      line   = 3
      column = 9
      byte   = 20
    }
  }
}
