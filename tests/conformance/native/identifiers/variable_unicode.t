# Unicode identifiers also name variables; a dash continues an identifier.

result_type = object({
  a = number
  b = string
})

result = {
  a = 3
  b = "dashed"
}

traversals {
  expect {
    ref = café
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 9
      byte   = 9
    }
  }
  expect {
    ref = 名前
    from {
      line   = 1
      column = 12
      byte   = 12
    }
    to {
      line   = 1
      column = 14
      byte   = 18
    }
  }
  expect {
    ref = ünïcödé-x
    from {
      line   = 2
      column = 5
      byte   = 23
    }
    to {
      line   = 2
      column = 14
      byte   = 36
    }
  }
}
