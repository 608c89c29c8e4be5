settings {
  v = 1
}
