# Functions and variables live in separate namespaces: one name can be both.

result_type = object({
  call     = number
  variable = number
})

result = {
  call     = 8
  variable = 4
}
