# .name reads an object attribute (or a map element); keywords are ordinary names here.

result_type = object({
  keyword     = string
  literal     = string
  map_attr    = string
  nested      = bool
  object_attr = string
})

result = {
  keyword     = "kw"
  literal     = "lit"
  map_attr    = "v"
  nested      = true
  object_attr = "n"
}
