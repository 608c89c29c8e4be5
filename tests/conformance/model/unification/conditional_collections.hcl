list_and_tuple = true ? l : ["x", "y", "z"]
map_and_object = false ? m : { z = "q" }
