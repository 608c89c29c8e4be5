# In JSON, any context turns strings into templates; without a variable table a
# reference inside one is "not allowed".

diagnostics {
  error {
    # Variables not allowed
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 15
      byte   = 16
    }
  }
}
