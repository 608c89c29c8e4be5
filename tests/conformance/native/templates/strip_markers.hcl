spec_example_1 = "hello ${~ "world" }"
spec_example_2 = "%{ if true ~} hello %{~ endif }"
values_unstripped = "${"hello " ~}${" world"}"
both_sides = "a   ${~ "b" ~}   c"
newlines = <<EOT
a
${~ "b" ~}
c
EOT
