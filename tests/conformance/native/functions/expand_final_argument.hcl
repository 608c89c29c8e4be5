all      = sum3(nums...)
partial  = sum3(1, pair...)
variadic = count(1, rest...)
