# A map is not a splat source: it is wrapped as a single value, so .n looks up a map
# element named "n", which is missing.

diagnostics {
  error {
    # Missing map element
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}
