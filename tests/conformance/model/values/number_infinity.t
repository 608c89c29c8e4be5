# Division by zero gives an infinity: +inf is above and -inf below every other number,
# each equals itself and not the other. (An infinity cannot itself be written to JSON.)

result_type = object({
  neg_lt_huge = bool
  pos_eq_pos  = bool
  pos_gt_huge = bool
  pos_ne_neg  = bool
})

result = {
  neg_lt_huge = true
  pos_eq_pos  = true
  pos_gt_huge = true
  pos_ne_neg  = true
}
