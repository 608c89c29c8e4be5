no_args   = pi()
one_arg   = double(21)
two_args  = join2("a", "b")
nested    = double(double(2))
multiline = join2(
  "x",
  "y",
)
