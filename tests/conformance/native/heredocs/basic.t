# A heredoc runs from the line after <<MARKER to a line holding only MARKER; every
# content line keeps its newline, and backslash escapes are not interpreted.

result_type = object({
  blank_lines           = string
  empty                 = string
  escapes_not_processed = string
  plain                 = string
})

result = {
  blank_lines           = "\nmiddle\n\n"
  empty                 = ""
  escapes_not_processed = "a\\nb \"quotes\" \\\\\n"
  plain                 = "line one\n  line two, indented\n"
}
