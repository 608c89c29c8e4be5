name  = "x"
count = 2
tags  = ["a", "b"]
meta  = { k = "v" }
