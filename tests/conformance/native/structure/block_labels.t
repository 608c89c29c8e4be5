# Block labels may be quoted string literals or naked identifiers, mixed freely.

result_type = object({
  service = map(map(number))
})

result = {
  service = {
    api = {
      backend = 8080
    }
    web = {
      frontend = 80
    }
  }
}
