literal_name   = { k = 1 }
variable_key   = { (k) = 1 }
template_key   = { "${k}-suffix" = 1 }
number_key     = { 1 = "one" }
bool_key       = { (true) = "yes" }
