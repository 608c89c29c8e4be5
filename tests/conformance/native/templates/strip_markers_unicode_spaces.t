# Strip markers remove space characters as Unicode defines them (em space, no-break
# space, ideographic space), not only ASCII spaces.

result_type = object({
  em_space    = string
  ideographic = string
  nbsp        = string
})

result = {
  em_space    = "xby"
  ideographic = "xby"
  nbsp        = "xby"
}
