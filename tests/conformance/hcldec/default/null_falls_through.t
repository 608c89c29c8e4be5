# An attribute set to null counts as absent, so the default applies.

result_type = object({
  given = string
})

result = {
  given = "default"
}
