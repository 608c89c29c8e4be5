list = [<<EOT
first
EOT
, "second"]
call = upper(<<EOT
shout
EOT
)
