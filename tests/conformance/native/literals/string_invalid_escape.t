# A backslash followed by anything other than a defined escape is an error.

diagnostics {
  error {
    # Invalid escape sequence
    from {
      line   = 1
      column = 10
      byte   = 9
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
