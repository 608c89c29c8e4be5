a = "ok"
b = "bad ÿ byte"
