# A tuple for expression cannot have "=>".

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 1
      column = 20
      byte   = 19
    }
    to {
      line   = 1
      column = 21
      byte   = 20
    }
  }
}
