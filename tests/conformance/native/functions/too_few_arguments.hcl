a = join2("only")
