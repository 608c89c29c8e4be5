# A heredoc is an expression term and may appear inside brackets or call arguments.

result_type = object({
  call = string
  list = tuple([string, string])
})

result = {
  call = "SHOUT\n"
  list = ["first\n", "second"]
}
