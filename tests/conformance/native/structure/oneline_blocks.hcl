empty {}
with_attr { value = "x" }
labelled "l" { value = 2 }
