# The schema decides whether a JSON property is an attribute or a block: here "thing" is
# a block type, so its object is a block body in both syntaxes.

result_type = object({
  thing = string
})

result = {
  thing = "block"
}
