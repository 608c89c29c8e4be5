a = x-1
