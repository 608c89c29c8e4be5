a = "%{ for x in "abc" }${x}%{ endfor }"
