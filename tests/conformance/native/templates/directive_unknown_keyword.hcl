a = "%{ while true }x%{ endwhile }"
