//! The HCL native syntax (layer 4, above `hcl2-template`).
//!
//! - [`ast`] — bodies, attributes, blocks and expressions, each node with its span.
//! - [`parse`] — the entry points: a configuration file, a standalone expression, a
//!   standalone template, an absolute or relative traversal.
//! - [`analysis`] — syntax-only queries: the variables referred to, static lists, maps,
//!   calls, traversals and keywords.
//!
//! Status: parser in progress (issue 3); evaluation arrives with issue 4.
#![forbid(unsafe_code)]

pub mod analysis;
pub mod ast;
pub mod parse;

pub use parse::{
    parse_config, parse_expression, parse_template, parse_traversal_abs, parse_traversal_partial,
    Parsed,
};
