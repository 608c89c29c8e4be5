blok {
}
