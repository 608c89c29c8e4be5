# An else directive outside an if directive is an error.

diagnostics {
  error {
    # Unexpected else directive
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
