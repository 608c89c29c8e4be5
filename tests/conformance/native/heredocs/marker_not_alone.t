# The closing marker must be alone on its line; elsewhere the marker text is content.

result_type = object({
  a = string
})

result = {
  a = "text EOT\n"
}
