a = { good = [1], bad = [1, "x"] }
