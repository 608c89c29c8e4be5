# [ ... ] builds a tuple; elements are separated by commas (newlines around them are
# ignored), and a trailing comma is allowed.

result_type = object({
  empty     = tuple([])
  mixed     = tuple([number, string, bool, any])
  multiline = tuple([string, string])
  nested    = tuple([tuple([number]), tuple([tuple([number])]), tuple([])])
  trailing  = tuple([number, number])
})

result = {
  empty     = []
  mixed     = [1, "two", true, null]
  multiline = ["a", "b"]
  nested    = [[1], [[2]], []]
  trailing  = [1, 2]
}
