and_tt = true && true
and_tf = true && false
or_ft  = false || true
or_ff  = false || false
not_t  = !true
not_f  = !false
strs   = "true" && "false"
