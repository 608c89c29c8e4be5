//! What the static analyses of [`Expression`] return, and the reference's diagnostics
//! for an expression that is not of the kind asked for.
//!
//! A static analysis reads an expression's syntax instead of evaluating it, as the
//! reference's `hcl.ExprList`, `hcl.ExprMap`, `hcl.ExprCall`, `hcl.AbsTraversalForExpr`,
//! `hcl.RelTraversalForExpr` and `hcl.ExprAsKeyword` do. Schema-driven decoders use them
//! for arguments whose meaning is their shape: a list of parameter names, a type
//! expression such as `list(string)`, a reference such as `var.a`.

use crate::diagnostic::{Diagnostic, Diagnostics};
use crate::expression::Expression;
use crate::pos::Range;

/// A function call read without evaluating it (the reference's `hcl.StaticCall`).
#[derive(Debug)]
pub struct StaticCall<'a> {
    /// The function name as written, namespaces included.
    pub name: String,
    /// Where the name is.
    pub name_range: Range,
    /// The argument expressions, unevaluated.
    pub args: Vec<Box<dyn Expression + 'a>>,
    /// From `(` to `)` inclusive.
    pub args_range: Range,
    /// Whether the last argument was written with `...` (the reference's `StaticCall`
    /// does not carry this).
    pub expand_final: bool,
}

/// One item of an object constructor read without evaluating it (the reference's
/// `hcl.KeyValuePair`).
#[derive(Debug)]
pub struct StaticMapItem<'a> {
    /// The key as an expression; a bare name evaluates to itself as a string.
    pub key: Box<dyn Expression + 'a>,
    /// The value expression.
    pub value: Box<dyn Expression + 'a>,
}

/// The detail of the reference's error for an expression that is not a static traversal.
pub const TRAVERSAL_DETAIL: &str = "A single static variable reference is required: only \
    attribute access and indexing with constant keys. No calculations, function calls, \
    template expressions, etc are allowed here.";

/// The reference's error for an expression that is not a static list: "Invalid
/// expression" at the expression's start.
pub(crate) fn not_a_list(start: Range) -> Diagnostics {
    invalid(start, "A static list expression is required.")
}

/// The reference's error for an expression that is not a static map, at its start.
pub(crate) fn not_a_map(start: Range) -> Diagnostics {
    invalid(start, "A static map expression is required.")
}

/// The reference's error for an expression that is not a static function call, at its
/// start.
pub(crate) fn not_a_call(start: Range) -> Diagnostics {
    invalid(start, "A static function call is required.")
}

/// The reference's error for an expression that is not a static traversal, over the
/// whole expression.
pub(crate) fn not_a_traversal(range: Range) -> Diagnostics {
    invalid(range, TRAVERSAL_DETAIL)
}

fn invalid(at: Range, detail: &str) -> Diagnostics {
    Diagnostic::error("Invalid expression", detail, Some(at)).into()
}
