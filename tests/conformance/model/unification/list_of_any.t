# list(any) unifies the element types: number and bool prefer string, null takes the other
# type, tuples of different lengths unify as lists, and objects with different attributes
# unify as a map of their unified attribute types (the reference's choice).

result_type = object({
  bools_and_strings   = list(string)
  nested_tuples       = list(list(string))
  numbers_and_strings = list(string)
  objects             = list(map(string))
  with_null           = list(number)
})

result = {
  bools_and_strings   = ["true", "b"]
  nested_tuples       = [["1"], ["a", "b"]]
  numbers_and_strings = ["1", "a"]
  objects             = [
    {
      a = "1"
    },
    {
      b = "x"
    }
  ]
  with_null           = [null, 1]
}
