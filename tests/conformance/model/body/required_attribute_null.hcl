name = null
