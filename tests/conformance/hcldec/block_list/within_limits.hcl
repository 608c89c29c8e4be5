item {
}
item {
}
