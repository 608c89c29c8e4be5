number_string = true ? 1 : "a"
bool_string   = false ? "a" : true
null_other    = true ? null : "x"
null_chosen   = false ? "x" : null
tuples        = true ? [1] : ["a", "b"]
objects       = true ? { a = 1 } : { b = "x" }
