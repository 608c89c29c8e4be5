# expr[key] looks up a tuple/list element by number or an object/map element by string;
# keys convert ("2" indexes a tuple), and newlines inside the brackets are ignored.

result_type = object({
  list_elem    = string
  map_elem     = string
  multiline    = number
  nested       = string
  object_key   = number
  string_index = string
  tuple_elem   = string
  variable_key = string
})

result = {
  list_elem    = "first"
  map_elem     = "v"
  multiline    = 20
  nested       = "one"
  object_key   = 2
  string_index = "c"
  tuple_elem   = "b"
  variable_key = "found"
}
