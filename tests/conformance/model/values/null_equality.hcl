null_null   = null == null
null_string = null == ""
null_zero   = null != 0
