//! Entry points: every parse takes bytes, a file name and the position of the first byte,
//! and returns what it could build together with every diagnostic.

use std::sync::Arc;

use hcl2_core::{Diagnostics, Pos, SourceFile, Traversal};
use hcl2_template::Template;

use crate::ast::{Body, Expr};

/// What a parse returns: the result (as much as could be built), the source it refers
/// to, and every diagnostic.
#[derive(Clone, Debug)]
pub struct Parsed<T> {
    /// The parsed syntax tree.
    pub value: T,
    /// The source text (turns spans into ranges).
    pub source: Arc<SourceFile>,
    /// Errors and warnings; empty when the input is valid.
    pub diagnostics: Diagnostics,
}

/// Parses a configuration file.
pub fn parse_config(src: &[u8], filename: &str, start: Pos) -> Parsed<Body> {
    let _ = (src, filename, start);
    unimplemented!()
}

/// Parses a standalone expression (newlines are insignificant; the whole input must be
/// one expression).
pub fn parse_expression(src: &[u8], filename: &str, start: Pos) -> Parsed<Expr> {
    let _ = (src, filename, start);
    unimplemented!()
}

/// Parses a standalone template (the whole input is template text).
pub fn parse_template(src: &[u8], filename: &str, start: Pos) -> Parsed<Template<Expr>> {
    let _ = (src, filename, start);
    unimplemented!()
}

/// Parses an absolute traversal such as `var.a[0].b`.
pub fn parse_traversal_abs(src: &[u8], filename: &str, start: Pos) -> Parsed<Traversal> {
    let _ = (src, filename, start);
    unimplemented!()
}

/// Parses a relative traversal such as `.a[0].b` or `[0]`.
pub fn parse_traversal_partial(src: &[u8], filename: &str, start: Pos) -> Parsed<Traversal> {
    let _ = (src, filename, start);
    unimplemented!()
}
