precomposed_vs_combining = "\u00e9" == "e\u0301"
different                = "e" == "é"
