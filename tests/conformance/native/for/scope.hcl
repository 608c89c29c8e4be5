shadowed = [for x in [1, 2]: x * 10]
outer    = [for v in [1, 2]: y + v]
nested   = [for a in [1, 2]: [for b in [10, 20]: a + b]]
after    = x
