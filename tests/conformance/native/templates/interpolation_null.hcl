a = "value: ${null}"
