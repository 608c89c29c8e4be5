a = lowest(5, 3, 9)
b = joined("-", "a", "b", "c")
