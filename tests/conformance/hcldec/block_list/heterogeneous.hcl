item {
  v = 1
}
item {
  v = "x"
}
