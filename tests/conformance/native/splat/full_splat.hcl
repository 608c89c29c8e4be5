names       = list[*].name
index_each  = list[*].tags[0]
deep        = list[*].inner.v
