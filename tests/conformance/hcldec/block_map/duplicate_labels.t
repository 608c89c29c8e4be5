# Two blocks with the same labels are an error in a block_map.

diagnostics {
  error {
    # Duplicate service block
    from {
      line   = 3
      column = 1
      byte   = 18
    }
    to {
      line   = 3
      column = 14
      byte   = 31
    }
  }
}
