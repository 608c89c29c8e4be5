a = "12 apples"
