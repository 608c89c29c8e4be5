a = "last line has no newline"
