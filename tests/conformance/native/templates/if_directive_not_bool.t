# The if directive's condition must be (or convert to) a bool.

diagnostics {
  error {
    # Incorrect condition type
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
}
