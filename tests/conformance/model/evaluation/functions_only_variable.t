# A context with functions but no variable table: variables are still "not allowed".

diagnostics {
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}
