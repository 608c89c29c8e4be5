a = "%{ if true }x"
