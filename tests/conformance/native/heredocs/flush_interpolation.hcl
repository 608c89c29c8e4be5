interp = <<-EOT
    Foo
      ${"Bar"}
    Baz
    EOT
interp_first = <<-EOT
      ${"Foo"}
    Bar
    EOT
