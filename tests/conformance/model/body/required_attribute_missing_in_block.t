# A missing required attribute inside a native block is reported as an empty range at
# the block's opening brace.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}
