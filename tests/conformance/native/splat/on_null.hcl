attr_splat = n.*.id
full_splat = n[*].id
bare       = n[*]
