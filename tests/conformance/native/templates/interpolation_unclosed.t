# An interpolation sequence must be closed by "}".

diagnostics {
  error {
    # Unclosed template interpolation sequence
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
  error {
    # Invalid multi-line string
    from {
      line   = 1
      column = 21
      byte   = 20
    }
    to {
      line   = 2
      column = 1
      byte   = 21
    }
  }
}
