tag "${name}" {}
