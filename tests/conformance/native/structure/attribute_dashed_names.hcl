foo-bar  = 1
foo_bar  = 2
foo--baz = 3
