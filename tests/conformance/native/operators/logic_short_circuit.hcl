and_false = false && undefined_var
or_true   = true || undefined_var
