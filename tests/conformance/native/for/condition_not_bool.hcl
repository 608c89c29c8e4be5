a = [for v in [1]: v if "maybe"]
