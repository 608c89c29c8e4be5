a = f(name)
