# a hash comment on its own line
a = 1 # a hash comment ends the attribute like a newline
// a slash comment on its own line
b = 2 // a slash comment ends the attribute like a newline
c = 3 #no space needed//
