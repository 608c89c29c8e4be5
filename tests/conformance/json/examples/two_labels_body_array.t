# Spec example (Blocks, two labels): an array at the body level gives two blocks with the
# same labels ("boz", "baz"), which a block_map cannot hold: the second is a duplicate.

diagnostics {
  error {
    # Duplicate foo block
    from {
      line   = 12
      column = 14
      byte   = 162
    }
    to {
      line   = 12
      column = 15
      byte   = 163
    }
  }
}
