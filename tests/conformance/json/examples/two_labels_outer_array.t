# Spec example (Blocks, two labels): an array at the first level; its elements are visited
# in order, so ("bar", "baz") is defined twice and the second is a duplicate for a block_map.

diagnostics {
  error {
    # Duplicate foo block
    from {
      line   = 15
      column = 16
      byte   = 200
    }
    to {
      line   = 15
      column = 17
      byte   = 201
    }
  }
}
