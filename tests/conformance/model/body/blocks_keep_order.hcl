step { n = 3 }
step { n = 1 }
other {}
step { n = 2 }
