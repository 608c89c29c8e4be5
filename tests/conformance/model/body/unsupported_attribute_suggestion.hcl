nmae = "typo"
