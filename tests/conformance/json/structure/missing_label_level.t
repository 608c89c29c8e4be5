# With two labels the body must be two objects deep; an empty object supplies no blocks.

diagnostics {
  error {
    # Missing block label
    from {
      line   = 3
      column = 12
      byte   = 28
    }
    to {
      line   = 3
      column = 13
      byte   = 29
    }
  }
}
