a = true ? 1
