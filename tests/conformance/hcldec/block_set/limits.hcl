item {
}
