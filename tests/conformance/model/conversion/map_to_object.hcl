a = m
