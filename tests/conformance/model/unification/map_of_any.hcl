mixed = { a = 1, b = "x" }
lists = { a = [1], b = ["x", "y"] }
