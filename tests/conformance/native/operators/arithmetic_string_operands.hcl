sum     = "1" + 2
product = "2.5" * "2"
negate  = -"3"
