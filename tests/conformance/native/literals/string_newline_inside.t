# Quoted templates are single-line: a literal newline inside is an error.

diagnostics {
  error {
    # Invalid multi-line string
    from {
      line   = 1
      column = 11
      byte   = 10
    }
    to {
      line   = 2
      column = 1
      byte   = 11
    }
  }
}
