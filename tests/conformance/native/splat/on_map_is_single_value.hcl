a = m[*].n
