a = [
  for v in [1, 2]:
  v * 2
  if v > 1
]
