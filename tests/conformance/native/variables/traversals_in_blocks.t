# References are collected from every attribute the spec reads, in nested blocks too;
# attributes outside the spec are not.

diagnostics {
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
