# Comments cannot begin within template literals, only inside interpolations and directives.

result_type = object({
  a = string
  b = string
  c = string
  d = number
})

result = {
  a = "# not a comment"
  b = "// not a comment /* either */"
  c = "# heredoc text, not a comment\n"
  d = 2
}
