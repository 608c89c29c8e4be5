service "web" frontend {
  port = 80
}
service api "backend" {
  port = 8080
}
