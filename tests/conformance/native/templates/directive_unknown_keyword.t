# Only if, else, endif, for and endfor are template directives.

diagnostics {
  error {
    # Invalid template control keyword
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
