# A heredoc without its closing marker is an error.

diagnostics {
  error {
    # Unterminated template string
    from {
      line   = 3
      column = 1
      byte   = 23
    }
    to {
      line   = 3
      column = 1
      byte   = 23
    }
  }
}
