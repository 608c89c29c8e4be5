# The literal-mode spec example in full expression mode: the string is a template, and
# its unclosed "${" is a template syntax error placed inside the string.

diagnostics {
  error {
    # Extra characters after interpolation expression
    from {
      line   = 2
      column = 57
      byte   = 58
    }
    to {
      line   = 2
      column = 60
      byte   = 61
    }
  }
}
