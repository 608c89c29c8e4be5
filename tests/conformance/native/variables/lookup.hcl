simple = name
nested = obj.inner.value
list   = items[1]
