# With both tables present, missing names are reported as unknown variables and functions.

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
  error {
    # Call to unknown function
    from {
      line   = 2
      column = 5
      byte   = 12
    }
    to {
      line   = 2
      column = 6
      byte   = 13
    }
  }
}
