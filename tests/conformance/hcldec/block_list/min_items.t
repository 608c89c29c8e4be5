# Fewer blocks than min_items is an error.

diagnostics {
  error {
    # Insufficient item blocks
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 0
    }
  }
}
