a = "%{ if "true" }yes%{ endif }"
b = "%{ if "false" }yes%{ else }no%{ endif }"
