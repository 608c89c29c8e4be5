item = 1
