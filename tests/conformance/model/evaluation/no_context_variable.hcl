a = name
