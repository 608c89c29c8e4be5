# $${ and %%{ produce a literal ${ and %{, in quoted strings and heredocs alike.

result_type = object({
  dollar  = string
  heredoc = string
  percent = string
})

result = {
  dollar  = "$${x}"
  heredoc = "$${x} %%{y}\n"
  percent = "%%{x}"
}
