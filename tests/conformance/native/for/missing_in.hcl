a = [for v [1]: v]
