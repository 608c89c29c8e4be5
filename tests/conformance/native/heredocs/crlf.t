# Heredocs in a file with CR LF line endings: each content line ends with the newline
# sequence found in the source.

result_type = object({
  a = string
  b = string
})

result = {
  a = "line one\r\nline two\r\n"
  b = "x\r\n  y\r\n"
}
