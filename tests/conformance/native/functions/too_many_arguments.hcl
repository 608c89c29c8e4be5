a = join2("a", "b", "c")
