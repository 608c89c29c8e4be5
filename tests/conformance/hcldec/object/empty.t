# An object spec with no children yields an empty object (and accepts an empty body).

result_type = object({})

result = {}
