# .0.0 lexes as the number 0.0, so legacy indexes cannot be chained directly.

diagnostics {
  error {
    # Invalid legacy index syntax
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
