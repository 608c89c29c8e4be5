tag "tab\there" {}
tag "quote\"d" {}
tag "\u00e9\U0001F600" {}
