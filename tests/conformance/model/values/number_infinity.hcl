pos_gt_huge  = 1 / 0 > 1e300
neg_lt_huge  = -1 / 0 < -1e300
pos_eq_pos   = 1 / 0 == 2 / 0
pos_ne_neg   = 1 / 0 != -1 / 0
