input_name = "5"
