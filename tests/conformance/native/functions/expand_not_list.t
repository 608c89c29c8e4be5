# The expanded argument must be a tuple or list.

diagnostics {
  error {
    # Invalid expanding argument value
    from {
      line   = 1
      column = 16
      byte   = 15
    }
    to {
      line   = 1
      column = 23
      byte   = 22
    }
  }
}
