a = "é" # precomposed
b = "é" # e + combining acute
c = "ạ̊" # a + ring + dot below
same = "é" == "é"
