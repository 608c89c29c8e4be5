flush = <<-EOT
    Foo
      Bar
    Baz
    EOT
less = <<-EOT
      Foo
    Bar
      Baz
EOT
blank_line_ignored = <<-EOT
    Foo

    Bar
  EOT
normal_keeps_indent = <<EOT
    Foo
    Bar
    EOT
