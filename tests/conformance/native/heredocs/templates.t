# Heredocs are templates: interpolations, directives and strip markers all work.

result_type = object({
  directive     = string
  interpolation = string
  strip         = string
})

result = {
  directive     = "item 1\nitem 2\n"
  interpolation = "Hello, world!\n"
  strip         = "a  b\n"
}
