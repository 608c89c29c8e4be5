# Quoted strings hold any Unicode text; a lone "$" or "%" not followed by "{" is literal.

result_type = object({
  ascii   = string
  astral  = string
  bmp     = string
  dollar  = string
  empty   = string
  percent = string
})

result = {
  ascii   = "hello world"
  astral  = "👩‍👩‍👧‍👦"
  bmp     = "ЖЖ"
  dollar  = "$ and $x and $"
  empty   = ""
  percent = "% and %x and 100%"
}
