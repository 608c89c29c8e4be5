# The reference evaluates both operands of && and ||: an error on the right is reported
# even when the left operand alone decides the result.

diagnostics {
  error {
    # Unknown variable
    from {
      line   = 1
      column = 22
      byte   = 21
    }
    to {
      line   = 1
      column = 35
      byte   = 34
    }
  }
  error {
    # Unknown variable
    from {
      line   = 2
      column = 21
      byte   = 55
    }
    to {
      line   = 2
      column = 34
      byte   = 68
    }
  }
}
