a = "value: ${[1, 2]}"
