# A "//" property in the body of a labelled block is ignored.

result_type = object({
  service = map(number)
})

result = {
  service = {
    web = 2
  }
}
