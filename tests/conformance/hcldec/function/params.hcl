a = add(1, 2)
b = greet("world")
c = shout("hey")
