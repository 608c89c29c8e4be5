# Spec-defined function parameters do not accept null arguments.

diagnostics {
  error {
    # Invalid function argument
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
