# An identifier followed by neither "=" nor a block header is an error.

diagnostics {
  error {
    # Argument or block definition required
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 2
      byte   = 1
    }
  }
}
