# min_items and max_items apply to block_set as to block_list.

diagnostics {
  error {
    # Insufficient item blocks
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 0
    }
  }
}
