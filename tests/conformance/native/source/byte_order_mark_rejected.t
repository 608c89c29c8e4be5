# The spec forbids a UTF-8 byte order mark, and so does our design (DESIGN.md section 4:
# "invalid UTF-8 and a byte-order mark are diagnostics"): a deliberate difference from
# the reference hcl 2.14.1, which skips one at the start of the file. The mark's three
# bytes are the subject; columns start after it.

diagnostics {
  error {
    # Invalid byte order mark
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 1
      byte   = 3
    }
  }
}
