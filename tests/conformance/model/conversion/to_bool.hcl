t = "true"
f = "false"
one = "1"
zero = "0"
