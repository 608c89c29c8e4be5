a = <<EOT
text EOT
EOT
