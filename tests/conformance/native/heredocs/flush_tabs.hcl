tabs = <<-EOT
	Foo
	  Bar
	Baz
	EOT
mixed = <<-EOT
  	Foo
 	 Bar
  EOT
