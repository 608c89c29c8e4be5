# A for directive closed by endif is an error.

diagnostics {
  error {
    # Unexpected endif directive
    from {
      line   = 1
      column = 27
      byte   = 26
    }
    to {
      line   = 1
      column = 37
      byte   = 36
    }
  }
}
