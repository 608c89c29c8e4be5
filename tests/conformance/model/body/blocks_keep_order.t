# The block sequence keeps source order, whatever other blocks are interleaved.

result_type = object({
  other = string
  step  = list(number)
})

result = {
  other = "present"
  step  = [3, 1, 2]
}
