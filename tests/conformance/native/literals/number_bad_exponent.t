# An exponent mark must be followed by digits: "1e" is the number 1 followed by the
# identifier e, which cannot continue the attribute definition.

diagnostics {
  error {
    # Missing newline after argument
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 7
      byte   = 6
    }
  }
}
