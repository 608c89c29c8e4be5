# References are collected from every attribute the spec reads, in nested blocks too;
# attributes outside the spec are not.
# (No variables or functions are defined, so decoding also reports each one as not allowed.)

diagnostics {
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 3
      column = 11
      byte   = 26
    }
    to {
      line   = 3
      column = 12
      byte   = 27
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 5
      column = 12
      byte   = 52
    }
    to {
      line   = 5
      column = 13
      byte   = 53
    }
  }
  error {
    # Unsupported argument
    from {
      line   = 8
      column = 1
      byte   = 60
    }
    to {
      line   = 8
      column = 8
      byte   = 67
    }
  }
}

traversals {
  expect {
    ref = a
    from {
      line   = 1
      column = 7
      byte   = 6
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
  expect {
    ref = b.c
    from {
      line   = 3
      column = 11
      byte   = 26
    }
    to {
      line   = 3
      column = 14
      byte   = 29
    }
  }
  expect {
    ref = d
    from {
      line   = 5
      column = 12
      byte   = 52
    }
    to {
      line   = 5
      column = 13
      byte   = 53
    }
  }
}
