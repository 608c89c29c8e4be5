# A primitive and a tuple do not unify.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
}
