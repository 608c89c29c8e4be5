index_out_of_range = false ? [][0] : "fallback"
undefined_variable = true ? "chosen" : nothing
