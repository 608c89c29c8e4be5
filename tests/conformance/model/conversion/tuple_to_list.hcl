same   = ["a", "b"]
mixed  = [1, "a", true]
empty  = []
