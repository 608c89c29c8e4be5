same  = { a = "x", b = "y" }
mixed = { a = 1, b = true }
