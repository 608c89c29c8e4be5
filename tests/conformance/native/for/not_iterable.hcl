a = [for v in "abc": v]
