# An object spec builds one property per labelled child spec; nested object specs read
# the same body.

result_type = object({
  a     = number
  inner = object({
    b      = string
    deeper = object({
      renamed = number
    })
  })
})

result = {
  a     = 1
  inner = {
    b      = "x"
    deeper = {
      renamed = 1
    }
  }
}
