# Spec example (Blocks, two labels): each label level is a nested object whose property
# names are the label values; three blocks.

result_type = object({
  foo = map(map(string))
})

result = {
  foo = {
    bar = {
      baz = "baz"
      boz = "baz"
    }
    boz = {
      baz = "baz"
    }
  }
}
