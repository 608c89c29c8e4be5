
# only a comment

/* and an
inline one */
