# An error while computing the function's result is reported at the call.

diagnostics {
  error {
    # Error in function call
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
