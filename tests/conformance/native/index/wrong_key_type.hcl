a = ["a", "b"]["first"]
