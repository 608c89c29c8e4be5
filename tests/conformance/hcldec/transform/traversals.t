# Variable references are collected through transform, default and block specs alike.

result_type = object({
  doubled = number
  item    = list(bool)
  missing = string
})

result = {
  doubled = 9
  item    = [true]
  missing = "o"
}

traversals {
  expect {
    ref = base
    from {
      line   = 1
      column = 11
      byte   = 10
    }
    to {
      line   = 1
      column = 15
      byte   = 14
    }
  }
  expect {
    ref = other
    from {
      line   = 2
      column = 11
      byte   = 29
    }
    to {
      line   = 2
      column = 16
      byte   = 34
    }
  }
  expect {
    ref = third.x
    from {
      line   = 4
      column = 7
      byte   = 48
    }
    to {
      line   = 4
      column = 14
      byte   = 55
    }
  }
}
