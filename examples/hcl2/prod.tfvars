environment = "prod"
replicas    = 3
ami         = "ami-0123456789abcdef0"
