with_else    = "%{ if ok }yes%{ else }no%{ endif }"
without_else = "[%{ if !ok }hidden%{ endif }]"
nested       = "%{ if ok }%{ if false }a%{ else }b%{ endif }%{ endif }"
interp       = "%{ if ok }${name}%{ endif }"
