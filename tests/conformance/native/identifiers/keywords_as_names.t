# There are no globally reserved words: keywords are ordinary identifiers as attribute names.

result_type = object({
  endif = number
  for   = number
  if    = number
  in    = number
  null  = number
  true  = number
})

result = {
  endif  = 6
  "for"  = 1
  "if"   = 3
  "in"   = 2
  "null" = 5
  "true" = 4
}
