# The reference places positions inside a JSON string template by counting the string's
# decoded characters from its opening quote, not its escaped source bytes: here "nope"
# is reported 4 characters early because \u0041 and \t are 6 and 2 bytes long.

diagnostics {
  error {
    # Unknown variable
    from {
      line   = 2
      column = 13
      byte   = 14
    }
    to {
      line   = 2
      column = 17
      byte   = 18
    }
  }
}
