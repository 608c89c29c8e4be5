a = n.name
