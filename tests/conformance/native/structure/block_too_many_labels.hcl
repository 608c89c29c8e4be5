service "a" "b" {}
