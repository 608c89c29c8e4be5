# A property name given twice in one expression object is an error.

diagnostics {
  error {
    # Duplicate object attribute
    from {
      line   = 2
      column = 17
      byte   = 18
    }
    to {
      line   = 2
      column = 20
      byte   = 21
    }
  }
}
