# Arrays of objects may appear at the block level and at each label level; properties
# are visited in order and flattened into one sequence of labels.

result_type = object({
  foo = map(map(string))
})

result = {
  foo = {
    bar = {
      baz = "first"
      boz = "second"
      qux = "third"
    }
  }
}
