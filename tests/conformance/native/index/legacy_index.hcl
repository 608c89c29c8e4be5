first   = t.0
second  = t.1
chained = o.list.1.name
