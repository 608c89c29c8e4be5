# Flush indentation is measured on the literal text that starts each line.

result_type = object({
  interp       = string
  interp_first = string
})

result = {
  interp       = "Foo\n  Bar\nBaz\n"
  interp_first = "  Foo\nBar\n"
}
