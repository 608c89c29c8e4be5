# The end of the file also ends the final attribute definition.

result_type = object({
  a = string
})

result = {
  a = "last line has no newline"
}
