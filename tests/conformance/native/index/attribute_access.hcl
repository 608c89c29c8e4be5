object_attr = o.name
nested      = o.inner.deep
map_attr    = m.k
literal     = { a = { b = "lit" } }.a.b
keyword     = o.for
