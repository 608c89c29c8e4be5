# The spec fills a target attribute the source object lacks with null, but the reference
# reports an error; the reference decides.

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
      column = 14
      byte   = 13
    }
  }
}
