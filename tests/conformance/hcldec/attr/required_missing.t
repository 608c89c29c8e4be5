# required = true makes an absent attribute an error.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 0
    }
  }
}
