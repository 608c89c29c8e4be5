a = café + 名前
b = ünïcödé-x
