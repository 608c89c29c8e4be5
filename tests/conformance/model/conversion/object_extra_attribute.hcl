a = { a = 1, extra = 2 }
