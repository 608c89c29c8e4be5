# Every variable reference inside any expression is reported; a traversal stops at a
# dynamic index, a splat or parentheses; for expression iteration variables are not references.
# (No variables or functions are defined, so decoding also reports each one as not allowed.)

diagnostics {
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 16
      byte   = 15
    }
    to {
      line   = 1
      column = 17
      byte   = 16
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 2
      column = 12
      byte   = 30
    }
    to {
      line   = 2
      column = 13
      byte   = 31
    }
  }
  error {
    # Function calls not allowed
    from {
      line   = 3
      column = 12
      byte   = 51
    }
    to {
      line   = 3
      column = 22
      byte   = 61
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 4
      column = 17
      byte   = 78
    }
    to {
      line   = 4
      column = 18
      byte   = 79
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 4
      column = 28
      byte   = 89
    }
    to {
      line   = 4
      column = 29
      byte   = 90
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 5
      column = 13
      byte   = 117
    }
    to {
      line   = 5
      column = 14
      byte   = 118
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 5
      column = 24
      byte   = 128
    }
    to {
      line   = 5
      column = 25
      byte   = 129
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 6
      column = 12
      byte   = 144
    }
    to {
      line   = 6
      column = 13
      byte   = 145
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 6
      column = 14
      byte   = 146
    }
    to {
      line   = 6
      column = 15
      byte   = 147
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 7
      column = 12
      byte   = 160
    }
    to {
      line   = 7
      column = 13
      byte   = 161
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 8
      column = 22
      byte   = 188
    }
    to {
      line   = 8
      column = 23
      byte   = 189
    }
  }
  error {
    # Variables not allowed
    from {
      line   = 9
      column = 13
      byte   = 215
    }
    to {
      line   = 9
      column = 14
      byte   = 216
    }
  }
}

traversals {
  expect {
    ref = a
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
  expect {
    ref = b.c
    from {
      line   = 1
      column = 16
      byte   = 15
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
  expect {
    ref = c
    from {
      line   = 2
      column = 12
      byte   = 30
    }
    to {
      line   = 2
      column = 13
      byte   = 31
    }
  }
  expect {
    ref = d
    from {
      line   = 2
      column = 16
      byte   = 34
    }
    to {
      line   = 2
      column = 17
      byte   = 35
    }
  }
  expect {
    ref = e
    from {
      line   = 2
      column = 20
      byte   = 38
    }
    to {
      line   = 2
      column = 21
      byte   = 39
    }
  }
  expect {
    ref = g
    from {
      line   = 3
      column = 14
      byte   = 53
    }
    to {
      line   = 3
      column = 15
      byte   = 54
    }
  }
  expect {
    ref = h[0]
    from {
      line   = 3
      column = 17
      byte   = 56
    }
    to {
      line   = 3
      column = 21
      byte   = 60
    }
  }
  expect {
    ref = i.j
    from {
      line   = 4
      column = 17
      byte   = 78
    }
    to {
      line   = 4
      column = 20
      byte   = 81
    }
  }
  expect {
    ref = k
    from {
      line   = 4
      column = 28
      byte   = 89
    }
    to {
      line   = 4
      column = 29
      byte   = 90
    }
  }
  expect {
    ref = l
    from {
      line   = 5
      column = 13
      byte   = 117
    }
    to {
      line   = 5
      column = 14
      byte   = 118
    }
  }
  expect {
    ref = m
    from {
      line   = 5
      column = 24
      byte   = 128
    }
    to {
      line   = 5
      column = 25
      byte   = 129
    }
  }
  expect {
    ref = n
    from {
      line   = 6
      column = 12
      byte   = 144
    }
    to {
      line   = 6
      column = 13
      byte   = 145
    }
  }
  expect {
    ref = o
    from {
      line   = 6
      column = 14
      byte   = 146
    }
    to {
      line   = 6
      column = 15
      byte   = 147
    }
  }
  expect {
    ref = p
    from {
      line   = 7
      column = 12
      byte   = 160
    }
    to {
      line   = 7
      column = 13
      byte   = 161
    }
  }
  expect {
    ref = r
    from {
      line   = 8
      column = 22
      byte   = 188
    }
    to {
      line   = 8
      column = 23
      byte   = 189
    }
  }
  expect {
    ref = s
    from {
      line   = 8
      column = 29
      byte   = 195
    }
    to {
      line   = 8
      column = 30
      byte   = 196
    }
  }
  expect {
    ref = t
    from {
      line   = 8
      column = 34
      byte   = 200
    }
    to {
      line   = 8
      column = 35
      byte   = 201
    }
  }
  expect {
    ref = u
    from {
      line   = 9
      column = 13
      byte   = 215
    }
    to {
      line   = 9
      column = 14
      byte   = 216
    }
  }
}
