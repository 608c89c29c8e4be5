# A list converts to a set; equal elements merge.

result_type = object({
  a = set(string)
})

result = {
  a = ["a", "b"]
}
