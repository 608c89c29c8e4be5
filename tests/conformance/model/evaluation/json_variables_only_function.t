# In JSON with variables but no function table, a call inside a template is "not allowed".

diagnostics {
  error {
    # Function calls not allowed
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 18
      byte   = 19
    }
  }
}
