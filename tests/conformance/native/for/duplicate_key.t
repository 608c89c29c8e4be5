# Without grouping, two elements producing the same key are an error.

diagnostics {
  error {
    # Duplicate object key
    from {
      line   = 1
      column = 35
      byte   = 34
    }
    to {
      line   = 1
      column = 36
      byte   = 35
    }
  }
}
