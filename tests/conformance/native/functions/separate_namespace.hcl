call     = double(double)
variable = double
