a = list[*].nope
