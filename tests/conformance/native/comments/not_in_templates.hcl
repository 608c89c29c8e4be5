a = "# not a comment"
b = "// not a comment /* either */"
c = <<EOT
# heredoc text, not a comment
EOT
d = "${1 /* inside an interpolation this is a comment */ + 1}"
