a = "x%{ else }y"
