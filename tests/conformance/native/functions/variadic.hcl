none  = total()
some  = total(1, 2, 3)
mixed = label("sum", 1, 2)
