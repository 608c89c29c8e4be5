# A fraction needs a digit after the point: in "1." the dot starts an attribute access,
# which then lacks its name.

diagnostics {
  error {
    # Invalid attribute name
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 2
      column = 1
      byte   = 7
    }
  }
}
