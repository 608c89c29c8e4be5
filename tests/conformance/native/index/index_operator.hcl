tuple_elem     = ["a", "b", "c"][1]
string_index   = ["a", "b", "c"]["2"]
object_key     = { x = 1, "y z" = 2 }["y z"]
list_elem      = l[0]
map_elem       = m["k"]
nested         = o.items[1].name
variable_key   = { a = "found" }[key]
multiline      = [10, 20][
  1
]
