# JSON templates in full expression mode see the same variables and functions as native
# expressions, and report unknown names the same way.

diagnostics {
  error {
    # Unknown variable
    from {
      line   = 3
      column = 11
      byte   = 41
    }
    to {
      line   = 3
      column = 14
      byte   = 44
    }
  }
}
