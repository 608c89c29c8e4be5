rule "allow" "http" {
  port = 80
}
rule "allow" "https" {
  port = 443
}
rule "deny" "all" {
  port = 0
}
