# An error in one tuple element is reported at that element; the array is evaluated
# element by element.

diagnostics {
  error {
    # Unknown variable
    from {
      line   = 2
      column = 15
      byte   = 16
    }
    to {
      line   = 2
      column = 19
      byte   = 20
    }
  }
}
