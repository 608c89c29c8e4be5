a = 1e
