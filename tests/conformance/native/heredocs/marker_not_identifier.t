# The heredoc marker must be an identifier directly after << and end its line.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
  error {
    # Argument or block definition required
    from {
      line   = 2
      column = 1
      byte   = 12
    }
    to {
      line   = 2
      column = 2
      byte   = 13
    }
  }
  error {
    # Argument or block definition required
    from {
      line   = 3
      column = 1
      byte   = 14
    }
    to {
      line   = 3
      column = 4
      byte   = 17
    }
  }
}
