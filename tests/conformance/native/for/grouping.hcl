grouped  = {for i, v in ["a", "a", "b"]: v => i...}
filtered = {for i, v in ["a", "a", "b", "b"]: v => i... if i != 1}
