a = nam
b = g(1)
