# The grammar allows a newline between tuple elements, but the reference requires a comma
# (only object elements may be separated by newlines); the reference decides.

diagnostics {
  error {
    # Missing item separator
    from {
      line   = 3
      column = 3
      byte   = 14
    }
    to {
      line   = 3
      column = 4
      byte   = 15
    }
  }
}
