# A UTF-8 byte order mark at the start of a file is skipped silently, as the current
# reference does (its test "Leading UTF-8 byte-order mark is ignored"): files saved by
# Windows editors depend on it. Its bytes still count in byte offsets. The mark inside a
# string is just a character; as a token anywhere else it is an invalid character
# (native/source/byte_order_mark_elsewhere).

result_type = object({
  a = number
  b = string
})

result = {
  a = 1
  b = "\ufeff"
}
