t = true ? "yes" : "no"
f = false ? "yes" : "no"
s = "true" ? 1 : 2
chained = false ? 1 : true ? 2 : 3
nested_parens = (true ? false : true) ? "a" : "b"
