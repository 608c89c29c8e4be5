# A leading "for" starts a for expression; quotes, parentheses or reordering avoid that.

result_type = object({
  paren_element = tuple([string, string])
  paren_key     = object({
    baz = number
    var = number
  })
  quoted_key    = object({
    baz = number
    for = number
  })
  reordered     = object({
    baz = number
    for = number
  })
})

result = {
  paren_element = ["var", "b"]
  paren_key     = {
    baz = 2
    var = 1
  }
  quoted_key    = {
    baz   = 2
    "for" = 1
  }
  reordered     = {
    baz   = 2
    "for" = 1
  }
}
