# References in JSON block bodies are found wherever the spec reads an attribute.

result_type = object({
  block = object({
    inner  = number
    nested = list(number)
  })
  top   = number
})

result = {
  block = {
    inner  = 2
    nested = [3]
  }
  top   = 1
}

traversals {
  expect {
    ref = a
    from {
      line   = 2
      column = 13
      byte   = 14
    }
    to {
      line   = 2
      column = 14
      byte   = 15
    }
  }
  expect {
    ref = b.c
    from {
      line   = 4
      column = 17
      byte   = 48
    }
    to {
      line   = 4
      column = 20
      byte   = 51
    }
  }
  expect {
    ref = d[0]
    from {
      line   = 6
      column = 19
      byte   = 89
    }
    to {
      line   = 6
      column = 23
      byte   = 93
    }
  }
}
