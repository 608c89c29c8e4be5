a = t.5
