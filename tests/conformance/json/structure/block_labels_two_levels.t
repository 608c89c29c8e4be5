# Each label is one level of nested object; the property names are the label values.

result_type = object({
  foo = map(map(string))
})

result = {
  foo = {
    bar = {
      baz = "bar-baz"
      boz = "bar-boz"
    }
    boz = {
      baz = "boz-baz"
    }
  }
}
