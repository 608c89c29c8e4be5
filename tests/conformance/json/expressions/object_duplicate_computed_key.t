# In full expression mode duplicates are judged after the names are evaluated.

diagnostics {
  error {
    # Duplicate object attribute
    from {
      line   = 2
      column = 20
      byte   = 21
    }
    to {
      line   = 2
      column = 23
      byte   = 24
    }
  }
}
