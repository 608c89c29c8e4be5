service "web" {
  port = 80
}
service "api" {
  port = 8080
}
