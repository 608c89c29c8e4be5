# A legacy index past the end is an error like any index.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
