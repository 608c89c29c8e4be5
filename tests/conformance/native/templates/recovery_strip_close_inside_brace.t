# Differential regression: a ~} that closes a brace opened inside the sequence still ends the directive, but the heredoc marker after it is not seen.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 2
      column = 12
      byte   = 21
    }
    to {
      line   = 2
      column = 13
      byte   = 22
    }
  }
  error {
    # Unexpected end of template
    from {
      line   = 4
      column = 1
      byte   = 31
    }
    to {
      line   = 4
      column = 1
      byte   = 31
    }
  }
}
