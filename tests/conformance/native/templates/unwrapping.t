# A template that is a single interpolation and nothing else yields the value itself.
# (The heredoc keeps its trailing newline, so it is not unwrapped.)

result_type = object({
  bool_alone     = bool
  for_no_unwrap  = string
  heredoc_unwrap = string
  nested_unwrap  = bool
  null_alone     = any
  tuple_alone    = tuple([number, number])
  two_interps    = string
  with_text      = string
})

result = {
  bool_alone     = true
  for_no_unwrap  = "true"
  heredoc_unwrap = "42\n"
  nested_unwrap  = true
  null_alone     = null
  tuple_alone    = [1, 2]
  two_interps    = "true"
  with_text      = "hello true"
}
