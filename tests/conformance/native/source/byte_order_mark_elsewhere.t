# A UTF-8 byte order mark anywhere but at the start of the file is an invalid character,
# as in the reference (its test "Non-leading BOM is invalid").

diagnostics {
  error {
    # Invalid character
    from {
      line   = 2
      column = 1
      byte   = 6
    }
    to {
      line   = 2
      column = 2
      byte   = 9
    }
  }
  error {
    # Argument or block definition required
    from {
      line   = 2
      column = 1
      byte   = 6
    }
    to {
      line   = 2
      column = 2
      byte   = 9
    }
  }
}
