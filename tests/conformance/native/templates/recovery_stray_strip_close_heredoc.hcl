a = <<EOT
${s{~}}x
%{endif}
EOT
b = 1 $
