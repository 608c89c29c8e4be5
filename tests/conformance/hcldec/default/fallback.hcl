given = "from input"
