# Without a variadic parameter, extra arguments are an error.

diagnostics {
  error {
    # Too many function arguments
    from {
      line   = 1
      column = 22
      byte   = 21
    }
    to {
      line   = 1
      column = 23
      byte   = 22
    }
  }
}
