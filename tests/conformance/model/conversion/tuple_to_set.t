# A tuple converts to a set: elements convert first, then equal elements merge.

result_type = object({
  deduplicated = set(string)
})

result = {
  deduplicated = ["1", "a", "b"]
}
