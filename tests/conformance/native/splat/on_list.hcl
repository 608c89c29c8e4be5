names = l[*].n
