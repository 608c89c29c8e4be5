item {
  n = 1
}
a = "between"
item {
  n = 2
}
