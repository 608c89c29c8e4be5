# The legacy index .N is an index operation, usable among attribute accesses.

result_type = object({
  chained = string
  first   = string
  second  = string
})

result = {
  chained = "b"
  first   = "zero"
  second  = "one"
}

traversals {
  expect {
    ref = t[0]
    from {
      line   = 1
      column = 11
      byte   = 10
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
  expect {
    ref = t[1]
    from {
      line   = 2
      column = 11
      byte   = 24
    }
    to {
      line   = 2
      column = 14
      byte   = 27
    }
  }
  expect {
    ref = o.list[1].name
    from {
      line   = 3
      column = 11
      byte   = 38
    }
    to {
      line   = 3
      column = 24
      byte   = 51
    }
  }
}
