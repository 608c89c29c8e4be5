# A column counts characters (grapheme clusters), not bytes: multibyte text before an error.

diagnostics {
  error {
    # Missing newline after argument
    from {
      line   = 1
      column = 11
      byte   = 13
    }
    to {
      line   = 1
      column = 12
      byte   = 14
    }
  }
}
