string_null = null
list_null   = null
plain_null  = null
in_tuple    = [null, 1]
