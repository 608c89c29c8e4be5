logging {
  level = "debug"
}
