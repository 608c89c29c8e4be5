# ${...} evaluates an expression and converts the result to a string.

result_type = object({
  boolean  = string
  greeting = string
  multi    = string
  nested   = string
  number   = string
  spaced   = string
})

result = {
  boolean  = "flag=true"
  greeting = "Hello, world!"
  multi    = "worldworld"
  nested   = "outer inner world"
  number   = "n=3"
  spaced   = "world"
}
