# %{ if } ... %{ else } ... %{ endif } selects a sub-template; without else the other branch is "".

result_type = object({
  interp       = string
  nested       = string
  with_else    = string
  without_else = string
})

result = {
  interp       = "n"
  nested       = "b"
  with_else    = "yes"
  without_else = "[]"
}
