op       = a + b.c
cond     = c ? d : e
call     = f(g, h[0])
template = "x ${i.j} %{ if k }y%{ endif }"
tuple    = [l, { key = m }]
dynamic  = n[o]
splat    = p[*].q
for      = [for v in r: v + s if t]
parens   = (u).w
