# Identifiers follow UAX #31 (ID_Start then ID_Continue or "-"); non-ASCII letters are allowed.

result_type = object({
  _under    = number
  a1b2      = number
  café      = number
  ünïcödé-x = number
  Ελληνικά  = number
  名前        = number
})

result = {
  _under    = 5
  a1b2      = 6
  café      = 1
  ünïcödé-x = 4
  Ελληνικά  = 3
  名前        = 2
}
