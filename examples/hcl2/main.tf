# A small web service: what `hcl2 to-json` turns into JSON and `hcl2 fmt --check` checks.

terraform {
  required_version = ">= 1.5"
}

locals {
  name   = "web-${var.environment}"
  ports  = [80, 443]
  public = var.environment == "prod"
}

resource "aws_instance" "web" {
  count         = var.replicas
  ami           = var.ami
  instance_type = var.environment == "prod" ? "m5.large" : "t3.micro"

  tags = {
    Name = "${local.name}-${count.index}"
    Tier = "frontend"
  }

  user_data = <<-EOT
    #!/bin/sh
    echo "serving on %{for p in local.ports}${p} %{endfor}"
  EOT
}

output "addresses" {
  value = aws_instance.web[*].private_ip
}
