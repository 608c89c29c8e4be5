# The two results are converted to their unified type (number and bool prefer string;
# null takes the other side's type).

result_type = object({
  bool_string   = string
  null_chosen   = string
  null_other    = string
  number_string = string
  objects       = map(string)
  tuples        = list(string)
})

result = {
  bool_string   = "true"
  null_chosen   = null
  null_other    = null
  number_string = "1"
  objects       = {
    a = "1"
  }
  tuples        = ["1"]
}
