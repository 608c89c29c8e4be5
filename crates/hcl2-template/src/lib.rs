//! The HCL template language (layer 3, above `hcl2-core`).
//!
//! It will hold the template AST (literals, interpolations, `if` and `for` directives,
//! strip markers), its parser, generic over the embedding expression parser, and template
//! evaluation.
//!
//! Status: not yet implemented (issues 3 and 4).
#![forbid(unsafe_code)]
