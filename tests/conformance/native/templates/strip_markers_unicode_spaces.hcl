em_space = "x ${~ "b" ~} y"
nbsp     = "x ${~ "b" ~} y"
ideographic = "x　${~ "b" ~}　y"
