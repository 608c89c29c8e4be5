a = l
