# required = true makes an absent block an error.

diagnostics {
  error {
    # Missing logging block
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
