# Spec example (Blocks, two labels): the label property "bar" given twice keeps both, in
# order, so ("bar", "baz") is defined twice and the second is a duplicate for a block_map.

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
