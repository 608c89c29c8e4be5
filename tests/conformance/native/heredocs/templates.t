# Heredocs are templates: interpolations, directives and strip markers all work. Each
# heredoc line is its own literal, so a strip marker at a line end removes the line break
# but not the next line's indentation.

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
