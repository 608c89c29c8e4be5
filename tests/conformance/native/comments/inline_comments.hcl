/* before */ a /* between */ = /* inside */ 1 /* after */
b = [1, /* in a tuple */ 2]
c = 3 /* spans
lines */
d = 4
