# "x-1" is one identifier, not a subtraction: the variable "x-1" is undefined.

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
