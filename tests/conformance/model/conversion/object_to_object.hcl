converted = { a = "5", b = 6 }
