# An attribute schema may require its attribute; for the root body of a native file the
# absence is reported as an empty range at the start of the file.

diagnostics {
  error {
    # Missing required argument
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
