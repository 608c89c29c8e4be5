# Comments may appear around block headers, within bodies and after closing braces.

result_type = object({
  block = object({
    a = number
  })
})

result = {
  block = {
    a = 1
  }
}
