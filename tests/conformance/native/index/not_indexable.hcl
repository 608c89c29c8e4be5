a = "string"[0]
