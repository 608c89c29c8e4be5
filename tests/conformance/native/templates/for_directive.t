# %{ for } repeats its sub-template per element (objects in key order) and concatenates the copies.

result_type = object({
  empty  = string
  keyed  = string
  list   = string
  nested = string
  object = string
})

result = {
  empty  = "[]"
  keyed  = "0=a;1=b;"
  list   = "a,b,c,"
  nested = "1a 1b 2a 2b "
  object = "a:1 b:2 "
}
