size    = base * 2
missing = other
item {
  v = third.x
}
