a = t.name
