list = l
map  = m
