interpolation = <<EOT
Hello, ${name}!
EOT
directive = <<EOT
%{ for x in [1, 2] ~}
item ${x}
%{ endfor ~}
EOT
strip = <<EOT
  ${~ "a" ~}
  b
EOT
