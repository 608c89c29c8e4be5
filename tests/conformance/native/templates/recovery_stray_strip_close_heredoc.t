# Differential regression: after a stray ~}, a heredoc ends at its marker and parsing goes on after it.

diagnostics {
  error {
    # Extra characters after interpolation expression
    from {
      line   = 2
      column = 4
      byte   = 13
    }
    to {
      line   = 2
      column = 5
      byte   = 14
    }
  }
  error {
    # Invalid character
    from {
      line   = 5
      column = 7
      byte   = 38
    }
    to {
      line   = 5
      column = 8
      byte   = 39
    }
  }
}
