# A letter plus combining mark is one column (one grapheme cluster) but three bytes.

diagnostics {
  error {
    # Missing newline after argument
    from {
      line   = 1
      column = 10
      byte   = 13
    }
    to {
      line   = 1
      column = 11
      byte   = 14
    }
  }
}
