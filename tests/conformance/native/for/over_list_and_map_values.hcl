from_map  = [for k, v in m: "${k}:${v}"]
from_list = {for i, v in l: v => i}
map_itself  = m
list_itself = l
