//! The HCL native syntax (layer 4, above `hcl2-template`).
//!
//! It will hold the nom-based parser for `.hcl` files, expressions and templates, an AST
//! with exact source ranges, syntax-level static analysis, and evaluation.
//!
//! Status: not yet implemented (issues 3 and 4).
#![forbid(unsafe_code)]
