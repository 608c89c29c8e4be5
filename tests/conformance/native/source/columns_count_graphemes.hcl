a = "éé" b = 1
