# A splat on a null of list (or tuple or set) type is an error; the conditional here
# yields a null of type list(string).

diagnostics {
  error {
    # Splat of null value
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 22
      byte   = 21
    }
  }
}
