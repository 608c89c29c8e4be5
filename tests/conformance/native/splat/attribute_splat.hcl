names      = list.*.name
deep       = list.*.inner.v
index_after = list.*.name[1]
