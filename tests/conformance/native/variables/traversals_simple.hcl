a = foo
b = foo.bar
c = foo.bar.baz
d = foo["key"]
e = foo[0]
f = foo.bar[1].baz
g = foo.1
