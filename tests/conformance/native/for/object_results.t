# {for ... : key => value} builds an object.

result_type = object({
  filtered = object({
    x = number
    z = number
  })
  from_obj = object({
    X = number
    Y = number
  })
  swap     = object({
    a = number
    b = number
  })
})

result = {
  filtered = {
    x = 1
    z = 3
  }
  from_obj = {
    X = 10
    Y = 20
  }
  swap     = {
    a = 0
    b = 1
  }
}
