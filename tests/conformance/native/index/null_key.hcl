a = ["a"][null]
