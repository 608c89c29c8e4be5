empty      = []
mixed      = [1, "two", true, null]
trailing   = [1, 2,]
nested     = [[1], [[2]], []]
multiline  = [
  "a",
  "b"
]
