# The if clause must produce a bool.

diagnostics {
  error {
    # Invalid 'for' condition
    from {
      line   = 1
      column = 25
      byte   = 24
    }
    to {
      line   = 1
      column = 32
      byte   = 31
    }
  }
}
