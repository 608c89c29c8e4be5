plain = <<EOT
line one
  line two, indented
EOT
empty = <<EOT
EOT
blank_lines = <<EOT

middle

EOT
escapes_not_processed = <<EOT
a\nb "quotes" \\
EOT
