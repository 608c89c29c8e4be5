dollar    = "$${x}"
percent   = "%%{x}"
heredoc   = <<EOT
$${x} %%{y}
EOT
