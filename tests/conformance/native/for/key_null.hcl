a = {for v in [1]: null => v}
