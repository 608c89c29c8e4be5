variable "environment" {
  type    = string
  default = "staging"
}

variable "replicas" {
  type    = number
  default = 2
}

variable "ami" {
  type = string
}
