item {
  other = 1
}
