a = scale(2)
b = factor
