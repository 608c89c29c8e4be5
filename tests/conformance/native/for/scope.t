# Iteration variables live in a child scope: they hide outer variables of the same name
# inside the for expression only, and outer variables remain visible.

result_type = object({
  after    = number
  nested   = tuple([tuple([number, number]), tuple([number, number])])
  outer    = tuple([number, number])
  shadowed = tuple([number, number])
})

result = {
  after    = 100
  nested   = [[11, 21], [12, 22]]
  outer    = [1001, 1002]
  shadowed = [10, 20]
}

traversals {
  expect {
    ref = y
    from {
      line   = 2
      column = 30
      byte   = 66
    }
    to {
      line   = 2
      column = 31
      byte   = 67
    }
  }
  expect {
    ref = x
    from {
      line   = 4
      column = 12
      byte   = 141
    }
    to {
      line   = 4
      column = 13
      byte   = 142
    }
  }
}
