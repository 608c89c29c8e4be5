# String literals are NFC-normalized: a letter with a combining accent becomes the precomposed character.

result_type = object({
  a    = string
  b    = string
  c    = string
  same = bool
})

result = {
  a    = "é"
  b    = "é"
  c    = "ạ̊"
  same = true
}
