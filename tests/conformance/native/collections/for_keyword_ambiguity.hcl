quoted_key     = { "for" = 1, baz = 2 }
reordered      = { baz = 2, for = 1 }
paren_key      = { (for) = 1, baz = 2 }
paren_element  = [(for), "b"]
