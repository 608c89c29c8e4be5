# A web service, decoded to JSON by service.hcldec.
name = "billing-${env}"
port = 8080 + offset

tags = {
  team  = shout(team)
  owner = "payments"
}

listener {
  protocol = "http"
  port     = 80
}

listener {
  protocol = "https"
  port     = 443
  tls      = true
}

environment "LOG_LEVEL" {
  value = env == "prod" ? "warn" : "debug"
}
