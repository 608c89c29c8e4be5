a = double("x")
