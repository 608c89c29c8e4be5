café      = 1
名前        = 2
Ελληνικά  = 3
ünïcödé-x = 4
_under    = 5
a1b2      = 6
