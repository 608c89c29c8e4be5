a = "${s{~}} %{endif} x"
b = 1 $
