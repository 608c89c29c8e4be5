a = nme
