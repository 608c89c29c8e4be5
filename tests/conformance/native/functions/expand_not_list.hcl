a = sum3(1, 2, "three"...)
