keeps_tuple  = [1, "a"]
keeps_object = { a = 1 }
