# A context with variables but no function table: calls are still "not allowed".

diagnostics {
  error {
    # Function calls not allowed
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
