object_attr = obj.*.id
object_full = obj[*].id
number      = num[*]
string      = str.*
