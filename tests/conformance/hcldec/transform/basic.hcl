size_in_mb = 2
name       = "Mixed Case"
