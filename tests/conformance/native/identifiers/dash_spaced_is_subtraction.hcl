a = x - 1
b = x -1
