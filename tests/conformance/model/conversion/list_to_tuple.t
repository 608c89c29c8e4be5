# The spec permits converting a list to a tuple type of the same length, but the
# reference has no such conversion and reports an error; the reference decides.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}
