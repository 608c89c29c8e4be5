# "..." may only follow the final argument.

diagnostics {
  error {
    # Missing closing parenthesis
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
}
