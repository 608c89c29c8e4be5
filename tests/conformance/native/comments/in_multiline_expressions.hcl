a = [
  1, # the first element
  2, // the second element
  /* the third */ 3,
]
b = {
  # comment between object elements
  x = 1
  y = 2 // trailing comment
}
