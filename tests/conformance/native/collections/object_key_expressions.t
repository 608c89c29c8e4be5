# A bare identifier key is a literal name; (expr) and templates compute the key, which
# must convert to a string.

result_type = object({
  bool_key     = object({
    true = string
  })
  literal_name = object({
    k = number
  })
  number_key   = map(string)
  template_key = map(number)
  variable_key = object({
    from_variable = number
  })
})

result = {
  bool_key     = {
    "true" = "yes"
  }
  literal_name = {
    k = 1
  }
  number_key   = {
    "1" = "one"
  }
  template_key = {
    from_variable-suffix = 1
  }
  variable_key = {
    from_variable = 1
  }
}
