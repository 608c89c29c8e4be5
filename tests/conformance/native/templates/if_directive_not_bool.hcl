a = "%{ if "maybe" }x%{ endif }"
