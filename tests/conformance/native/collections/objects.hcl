empty        = {}
equals       = { a = 1, b = "two" }
colons       = { a: 1, b: "two" }
newlines     = {
  a = 1
  b = "two"
}
trailing     = { a = 1, }
quoted_keys  = { "with space" = 1, "a.b" = 2 }
nested       = { outer = { inner = [1] } }
