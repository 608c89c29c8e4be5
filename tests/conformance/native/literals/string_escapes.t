# Escape sequences in quoted templates: \n \r \t \" \\ \uNNNN \UNNNNNNNN, and $${ / %%{.

result_type = object({
  astral    = string
  backslash = string
  bmp       = string
  directive = string
  interp    = string
  newline   = string
  quote     = string
  return    = string
  tab       = string
})

result = {
  astral    = "😀"
  backslash = "C:\\dir"
  bmp       = "éЖ"
  directive = "%%{not a directive}"
  interp    = "$${not interpolated}"
  newline   = "a\nb"
  quote     = "say \"hi\""
  return    = "a\rb"
  tab       = "a\tb"
}
