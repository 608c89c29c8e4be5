# Flush indentation counts each leading whitespace character, tabs included, as one
# unit of indentation when measuring and removing the common indent.

result_type = object({
  mixed = string
  tabs  = string
})

result = {
  mixed = "Foo\nBar\n"
  tabs  = "Foo\n  Bar\nBaz\n"
}
