# <<- removes the smallest indentation of the content lines from each line; the closing
# marker may be indented in either form.

result_type = object({
  blank_line_ignored  = string
  flush               = string
  less                = string
  normal_keeps_indent = string
})

result = {
  blank_line_ignored  = "Foo\n\nBar\n"
  flush               = "Foo\n  Bar\nBaz\n"
  less                = "  Foo\nBar\n  Baz\n"
  normal_keeps_indent = "    Foo\n    Bar\n"
}
