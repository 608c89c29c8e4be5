# block_type overrides the block type name implied by the object label.

result_type = object({
  config = number
})

result = {
  config = 1
}
