logging "x" {
}
