# Variable references are found by parsing strings as templates, in nested values and
# in property names, even though without an evaluation context the same strings decode
# literally. (Positions inside strings count decoded characters, as the reference does.)

result_type = object({
  a = string
  b = string
  c = tuple([string, object({
    k = string
  })])
  d = map(number)
  e = string
})

result = {
  a = "$${foo.bar}"
  b = "x $${baz[0]} $${qux[\"k\"]}"
  c = [
    "$${one}",
    {
      k = "$${two.three}"
    }
  ]
  d = {
    "$${key}" = 1
  }
  e = "$$${not_a_reference}"
}

traversals {
  expect {
    ref = foo.bar
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
  expect {
    ref = baz[0]
    from {
      line   = 3
      column = 13
      byte   = 35
    }
    to {
      line   = 3
      column = 19
      byte   = 41
    }
  }
  expect {
    ref = qux["k"]
    from {
      line   = 3
      column = 23
      byte   = 45
    }
    to {
      line   = 3
      column = 31
      byte   = 53
    }
  }
  expect {
    ref = one
    from {
      line   = 4
      column = 12
      byte   = 70
    }
    to {
      line   = 4
      column = 15
      byte   = 73
    }
  }
  expect {
    ref = two.three
    from {
      line   = 4
      column = 28
      byte   = 86
    }
    to {
      line   = 4
      column = 37
      byte   = 95
    }
  }
  expect {
    ref = key
    from {
      line   = 5
      column = 12
      byte   = 112
    }
    to {
      line   = 5
      column = 15
      byte   = 115
    }
  }
}
