a = [for v in null: v]
