a = 1 + null
