# Production settings: pass with --vars examples/hcldec/prod.vars.hcl.
env    = "prod"
team   = "payments"
offset = 1
