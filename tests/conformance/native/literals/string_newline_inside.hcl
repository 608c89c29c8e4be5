a = "first
second"
