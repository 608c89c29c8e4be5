a = "one" + 1
