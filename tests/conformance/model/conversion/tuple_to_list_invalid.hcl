a = [1, "two"]
