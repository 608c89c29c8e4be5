# A block's closing brace must be followed by a newline.

diagnostics {
  error {
    # Missing newline after block definition
    from {
      line   = 2
      column = 3
      byte   = 6
    }
    to {
      line   = 2
      column = 4
      byte   = 7
    }
  }
}
