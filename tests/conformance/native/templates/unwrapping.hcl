bool_alone       = "${true}"
nested_unwrap    = "${"${true}"}"
with_text        = "hello ${true}"
two_interps      = "${""}${true}"
for_no_unwrap    = "%{ for v in [true] }${v}%{ endfor }"
tuple_alone      = "${[1, 2]}"
null_alone       = "${null}"
heredoc_unwrap   = <<EOT
${42}
EOT
