a = o.nope
