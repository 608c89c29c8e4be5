a = {for i, v in ["a", "a", "b"]: v => i}
