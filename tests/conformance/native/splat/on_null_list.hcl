a = (true ? null : l)[*]
