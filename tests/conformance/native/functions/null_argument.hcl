a = id(null)
