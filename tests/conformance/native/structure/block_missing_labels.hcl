service {}
service "a" {}
