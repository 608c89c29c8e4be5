# A quoted template must be closed on its line.

diagnostics {
  error {
    # Invalid multi-line string
    from {
      line   = 1
      column = 18
      byte   = 17
    }
    to {
      line   = 2
      column = 1
      byte   = 18
    }
  }
}
