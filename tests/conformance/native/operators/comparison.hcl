eq_same       = 1 == 1.0
eq_types      = 1 == "1"
ne_types      = 1 != "1"
eq_bool       = true == "true"
eq_strings    = "a" == "a"
eq_null       = null == null
ne_null       = 1 != null
eq_tuples     = [1, "a"] == [1, "a"]
eq_objects    = { a = 1 } == { a = 1 }
ne_objects    = { a = 1 } != { a = 2 }
lt            = 1 < 2
le            = 2 <= 2
gt            = 1 > 2
ge            = 3 >= 2
lt_strings    = "10" < "9"
