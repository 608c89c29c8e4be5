# JSON escapes, including a UTF-16 surrogate pair, decode to the same text as raw UTF-8.

result_type = object({
  a = string
  b = string
})

result = {
  a = "é😀\n\"\\/"
  b = "é😀"
}
