# Static traversals: a variable and any attribute accesses and constant indexes after it.
# (Only the references are checked here; the variables are not defined, so decoding fails
# with one error per attribute.)

diagnostics {
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 5
      byte   = 4
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
      line   = 2
      column = 5
      byte   = 12
    }
    to {
      line   = 2
      column = 8
      byte   = 15
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 3
      column = 5
      byte   = 24
    }
    to {
      line   = 3
      column = 8
      byte   = 27
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 4
      column = 5
      byte   = 40
    }
    to {
      line   = 4
      column = 8
      byte   = 43
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 5
      column = 5
      byte   = 55
    }
    to {
      line   = 5
      column = 8
      byte   = 58
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 6
      column = 5
      byte   = 66
    }
    to {
      line   = 6
      column = 8
      byte   = 69
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 7
      column = 5
      byte   = 85
    }
    to {
      line   = 7
      column = 8
      byte   = 88
    }
  }
}

traversals {
  expect {
    ref = foo
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
  expect {
    ref = foo.bar
    from {
      line   = 2
      column = 5
      byte   = 12
    }
    to {
      line   = 2
      column = 12
      byte   = 19
    }
  }
  expect {
    ref = foo.bar.baz
    from {
      line   = 3
      column = 5
      byte   = 24
    }
    to {
      line   = 3
      column = 16
      byte   = 35
    }
  }
  expect {
    ref = foo["key"]
    from {
      line   = 4
      column = 5
      byte   = 40
    }
    to {
      line   = 4
      column = 15
      byte   = 50
    }
  }
  expect {
    ref = foo[0]
    from {
      line   = 5
      column = 5
      byte   = 55
    }
    to {
      line   = 5
      column = 11
      byte   = 61
    }
  }
  expect {
    ref = foo.bar[1].baz
    from {
      line   = 6
      column = 5
      byte   = 66
    }
    to {
      line   = 6
      column = 19
      byte   = 80
    }
  }
  expect {
    ref = foo[1]
    from {
      line   = 7
      column = 5
      byte   = 85
    }
    to {
      line   = 7
      column = 10
      byte   = 90
    }
  }
}
