# An if directive must be closed by endif.

diagnostics {
  error {
    # Unexpected end of template
    from {
      line   = 1
      column = 19
      byte   = 18
    }
    to {
      line   = 1
      column = 20
      byte   = 19
    }
  }
}
