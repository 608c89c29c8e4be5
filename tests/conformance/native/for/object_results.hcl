swap     = {for i, v in ["a", "b"]: v => i}
from_obj = {for k, v in { x = 1, y = 2 }: upper(k) => v * 10}
filtered = {for k, v in { x = 1, y = 2, z = 3 }: k => v if v != 2}
