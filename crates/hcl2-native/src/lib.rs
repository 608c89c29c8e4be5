//! The HCL native syntax (layer 4, above `hcl2-template`).
//!
//! - [`ast`] — bodies, attributes, blocks and expressions, each node with its span, kept
//!   in the parse's [`ast::Nodes`] and read through an [`ast::Tree`] (the source text and
//!   the nodes), which the analyses and evaluation take.
//! - [`parse`] — the entry points: a configuration file, a standalone expression, a
//!   standalone template, an absolute or relative traversal.
//! - [`analysis`] — syntax-only queries: the variables referred to, static lists, maps,
//!   calls, traversals and keywords.
//! - [`body`] — [`NativeBody`], a parsed body behind `hcl2-core`'s `Body` trait (content
//!   by schema, partial content, just attributes), and [`merge_files`].
//! - [`eval`] — evaluation of expressions and templates against an `EvalContext`, and
//!   [`NativeExpression`], the `hcl2-core` `Expression` over a parsed tree (with
//!   [`NativeObjectKey`] for object constructor keys, as static maps give them).
//!
//! Parsing is done by an on-demand byte-level lexer (spans, no allocation) and a
//! recursive-descent parser with the reference's recovery rules; template content is
//! parsed by `hcl2-template`, with this crate's expression parser plugged in. Nesting is
//! bounded by [`MAX_NESTING_DEPTH`].
#![forbid(unsafe_code)]

pub mod analysis;
pub mod ast;
pub mod body;
pub mod eval;
mod lexer;
pub mod parse;
mod parser;
pub mod tokens;

pub use body::{merge_files, NativeBody};
pub use eval::{evaluate, evaluate_template, NativeExpression, NativeObjectKey};
pub use parse::{
    parse_config, parse_config_owned, parse_expression, parse_template, parse_traversal_abs,
    parse_traversal_partial, Parsed,
};
pub use parser::MAX_NESTING_DEPTH;

/// Whether `s` is a valid identifier of the native syntax (the reference's
/// `ValidIdentifier`: a letter or `_`, then letters, digits, `_` and `-`, per UAX #31).
pub fn valid_identifier(s: &str) -> bool {
    hcl2_value::strings::is_identifier(s)
}
