obj   = { name = "n", tags = ["a"], extra = true }
tuple = ["1", 2]
