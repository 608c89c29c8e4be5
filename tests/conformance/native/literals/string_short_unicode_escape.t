# \u needs exactly four hexadecimal digits.

diagnostics {
  error {
    # Invalid escape sequence
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
