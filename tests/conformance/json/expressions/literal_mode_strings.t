# Without an evaluation context (the spec defines no variables or functions) strings are
# literal: template sequences pass through unprocessed.

result_type = object({
  directive = string
  escaped   = string
  interp    = string
  unwrap    = string
})

result = {
  directive = "%%{ if true }x%%{ endif }"
  escaped   = "$$${kept as written}"
  interp    = "Hello $${name}!"
  unwrap    = "$${1 + 2}"
}
