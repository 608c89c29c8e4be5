# Reading a variable that is not defined is an error on the whole reference.

diagnostics {
  error {
    # Unknown variable
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
