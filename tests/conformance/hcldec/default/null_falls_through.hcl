given = null
