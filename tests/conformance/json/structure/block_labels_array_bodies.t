# An array at the body level defines several blocks with identical labels, which a
# block_map cannot hold: the second is a duplicate.

diagnostics {
  error {
    # Duplicate foo block
    from {
      line   = 4
      column = 14
      byte   = 39
    }
    to {
      line   = 4
      column = 15
      byte   = 40
    }
  }
}
