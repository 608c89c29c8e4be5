a = [for, foo, baz]
