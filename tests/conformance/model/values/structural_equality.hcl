tuples_equal     = [1, "a"] == [1, "a"]
tuples_differ    = [1, "a"] == [1, "b"]
tuple_lengths    = [1] == [1, 1]
objects_equal    = { a = 1, b = [true] } == { b = [true], a = 1 }
objects_differ   = { a = 1 } == { a = 1, b = 2 }
tuple_vs_list    = [1, 2] == l
object_vs_map    = { k = "v" } == m
