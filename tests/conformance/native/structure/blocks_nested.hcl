server {
  name = "alpha"

  listener {
    port = 80
  }

  listener {
    port = 443
  }
}
