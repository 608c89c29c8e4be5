# Attribute definitions: an identifier, "=", an expression and a newline.
# A null-valued attribute is retained (the harness runs hcldec with --keep-nulls).

result_type = object({
  count   = number
  enabled = bool
  name    = string
  nothing = string
})

result = {
  count   = 3
  enabled = true
  name    = "value"
  nothing = null
}
