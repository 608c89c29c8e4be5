logging {
}
logging {
}
