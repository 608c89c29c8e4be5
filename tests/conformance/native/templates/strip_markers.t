# "~" after "{" or before "}" strips whitespace from the adjacent literal, never from values.

result_type = object({
  both_sides        = string
  newlines          = string
  spec_example_1    = string
  spec_example_2    = string
  values_unstripped = string
})

result = {
  both_sides        = "abc"
  newlines          = "abc\n"
  spec_example_1    = "helloworld"
  spec_example_2    = "hello"
  values_unstripped = "hello  world"
}
