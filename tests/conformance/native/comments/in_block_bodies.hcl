block { # a comment after the opening brace
  // a comment inside the body
  a = 1 /* an inline comment */
} # a comment after the closing brace
