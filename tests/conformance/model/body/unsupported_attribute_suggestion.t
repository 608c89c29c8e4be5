# Exhaustive processing rejects attributes the schema does not name (the message suggests
# "name"; only the range is pinned here).

diagnostics {
  error {
    # Unsupported argument
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 5
      byte   = 4
    }
  }
}
