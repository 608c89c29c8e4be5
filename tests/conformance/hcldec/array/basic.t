# An array spec builds a tuple with one element per child spec, absent attributes as null.

result_type = tuple([string, number, bool, any])

result = ["one", 2, true, null]
