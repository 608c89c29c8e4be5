first  = "one"
second = 2
