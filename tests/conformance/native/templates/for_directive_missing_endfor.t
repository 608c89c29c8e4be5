# A for directive must be closed by endfor.

diagnostics {
  error {
    # Unexpected end of template
    from {
      line   = 1
      column = 27
      byte   = 26
    }
    to {
      line   = 1
      column = 28
      byte   = 27
    }
  }
}
