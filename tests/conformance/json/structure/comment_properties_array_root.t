# "//" properties are ignored in every object of a body given as an array, and in the
# bodies of blocks.

result_type = object({
  a = number
  b = number
})

result = {
  a = 1
  b = 2
}
