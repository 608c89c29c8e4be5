value = "not a number"
