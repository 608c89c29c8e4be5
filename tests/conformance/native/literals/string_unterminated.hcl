a = "never closed
