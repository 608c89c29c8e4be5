# "//" is a comment only in an object that is a body: in a label level it is an ordinary
# label value (the spec says the name is special in bodies only).

result_type = object({
  service = map(number)
})

result = {
  service = {
    "//" = 1
    web  = 2
  }
}
