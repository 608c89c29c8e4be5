deduplicated = ["b", "a", "b", 1, "1"]
