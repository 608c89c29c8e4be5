# { ... } builds an object; "=" or ":" separate key and value; commas or newlines separate elements.

result_type = object({
  colons      = object({
    a = number
    b = string
  })
  empty       = object({})
  equals      = object({
    a = number
    b = string
  })
  nested      = object({
    outer = object({
      inner = tuple([number])
    })
  })
  newlines    = object({
    a = number
    b = string
  })
  quoted_keys = map(number)
  trailing    = object({
    a = number
  })
})

result = {
  colons      = {
    a = 1
    b = "two"
  }
  empty       = {}
  equals      = {
    a = 1
    b = "two"
  }
  nested      = {
    outer = {
      inner = [1]
    }
  }
  newlines    = {
    a = 1
    b = "two"
  }
  quoted_keys = {
    "a.b"        = 2
    "with space" = 1
  }
  trailing    = {
    a = 1
  }
}
