a = 1
b = 2
block {
  c = 3
}
