a = !"yes"
