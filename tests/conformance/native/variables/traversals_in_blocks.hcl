top = a
block {
  inner = b.c
  nested {
    deep = d
  }
}
ignored = z
