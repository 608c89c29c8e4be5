# Without an evaluation context (the spec defines no variables and no functions), a
# variable reference is reported as not allowed at all.

diagnostics {
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}
