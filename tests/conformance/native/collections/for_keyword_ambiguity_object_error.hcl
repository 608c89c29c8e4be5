a = { for = 1, baz = 2 }
