# Each label adds one level of map.

result_type = object({
  rule = map(map(number))
})

result = {
  rule = {
    allow = {
      http  = 80
      https = 443
    }
    deny  = {
      all = 0
    }
  }
}
