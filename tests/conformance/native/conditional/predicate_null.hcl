a = null ? "a" : "b"
