# The spec-definition functions, exposed to the input through custom function blocks.

result_type = object({
  abs      = number
  coalesce = string
  concat   = tuple([string, string, string])
  encoded  = string
  hasindex = bool
  int      = number
  json     = object({
    k = tuple([number, bool])
  })
  reverse  = string
  strlen   = number
  substr   = string
  upper    = string
})

result = {
  abs      = 4.5
  coalesce = "second"
  concat   = ["a", "b", "c"]
  encoded  = "{\"a\":\"x\",\"b\":1}"
  hasindex = false
  int      = 7
  json     = {
    k = [1, true]
  }
  reverse  = "cba"
  strlen   = 5
  substr   = "bcd"
  upper    = "HELLO"
}
